import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { TokenSigner } from '../modules/auth/tokens.ts';
import type { PushSender } from '../modules/push/push-sender.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';

/** What services need from the outside world; routes pass it, tests build it with fakes for mail and time. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  signer: TokenSigner;
  mailer: Mailer;
  clock: Clock;
  push: PushSender;
}
