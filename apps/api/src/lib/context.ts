import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';
import type { PushSender } from './push-sender.ts';
import type { ReadCache } from './read-cache.ts';
import type { TokenSigner } from './tokens.ts';

/**
 * What services, plugins and jobs need from the outside world: the one way to the database (`db`) and to what is kept
 * in memory (`cache`). app.ts builds it once; routes pass it; tests take the app's (`app.ctx`) and swap mail or time.
 */
export interface AppContext {
  db: Db;
  cache: ReadCache;
  config: AppConfig;
  signer: TokenSigner;
  mailer: Mailer;
  clock: Clock;
  push: PushSender;
  /** Which database answers, and its dump (schema and data, db/dump.ts): what the backups are made of. */
  database: Pick<Database, 'kind' | 'dump'>;
}
