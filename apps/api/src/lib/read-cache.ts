import type { MaintenanceStatus } from '@vapolib/contracts';
import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL, type Database, type Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';

/** What every authenticated request checks: the user's row and the tokens they logged out. */
export interface UserAccess {
  user: typeof users.$inferSelect;
  /** SHA-256 digests of this user's logged-out tokens that have not expired yet. */
  revokedTokens: Set<string>;
}

/** The lists of one user kept in memory: read on every visit, written seldom. */
type UserList = 'eliquides' | 'cigarettes' | 'recipes';
const userLists: readonly UserList[] = ['eliquides', 'cigarettes', 'recipes'];
const isUserList = (name: string): name is UserList => (userLists as readonly string[]).includes(name);

/**
 * What changed: one user (role, token version, profile, deletion), one setting (maintenance), a table, or one
 * of a user's lists (their rated liquids, devices, recipes).
 */
type AccessChange =
  | { userId: number }
  | { setting: string }
  | { table: 'aromes' | 'menu_links' }
  | { list: UserList; ownerId: number };

const MAX_USERS = 20_000;
const MAX_SEARCHES = 2_000;
/** Lists of the most recently active users, of each kind (~6 KB for 20 liquids): ~12 MB at most for liquids. */
const MAX_USER_LISTS = 2_000;
/** Aroma rows by id (a few hundred bytes each): the catalogue's size, ~2 MB at most. */
const MAX_AROMAS = 5_000;

/**
 * The answers read from the database that this instance keeps in memory, each until PostgreSQL announces its change:
 * what every request checks (the signed-in user's access, the maintenance setting), the aroma catalogue's searches and
 * rows, the public menu, and each user's lists (rated liquids, devices, recipes). Correct across instances because
 * every committed change is announced through PostgreSQL's NOTIFY (triggers on `users`, `settings`, `aromes`,
 * `menu_links`; the services for a user's lists) and drops the entry on every instance; nothing is kept by time.
 * Fails safe: while notifications are not being received (listening connection lost, not yet listening) nothing is
 * served from memory and every request reads the database. A read that started before a change is never stored
 * after it (generation counter). Services reach it as `ctx.cache`, plugins through the context they are given.
 */
export class ReadCache {
  private readonly users = new Map<number, UserAccess>();
  private maintenanceStatus: MaintenanceStatus | undefined;
  private readonly aromaSearches = new Map<string, unknown>();
  private readonly lists: Record<UserList, Map<number, unknown>> = {
    eliquides: new Map(),
    cigarettes: new Map(),
    recipes: new Map(),
  };
  private readonly aromas = new Map<number, unknown>();
  private readonly menus = new Map<string, unknown>();
  private generation = 0;
  private healthy = false;
  private stop: (() => Promise<void>) | undefined;
  private readonly announcer: Announcer;

  constructor(private readonly db: Db) {
    this.announcer = new Announcer(db);
  }

  /** Starts following the changes; until it resolves, the cache stays off. */
  async start(database: Pick<Database, 'watchChanges'>) {
    this.stop = await database.watchChanges({
      change: (payload) => this.applyPayload(payload),
      healthy: (ok) => {
        this.clear();
        this.healthy = ok;
      },
    });
  }

  async close() {
    this.healthy = false;
    this.clear();
    await this.stop?.();
  }

  /** Whether answers may come from memory (tests and the bench look at it). */
  get serving() {
    return this.healthy;
  }

  /** Count of changes applied so far: a test waits on it to see a notification arrive. */
  get changesApplied() {
    return this.generation;
  }

  async user(id: number, load: () => Promise<UserAccess | undefined>): Promise<UserAccess | undefined> {
    if (!this.healthy) return load();
    const hit = this.users.get(id);
    if (hit) return hit;
    const generation = this.generation;
    const row = await load();
    if (row && this.healthy && generation === this.generation) {
      if (this.users.size >= MAX_USERS) this.users.delete(this.users.keys().next().value!);
      this.users.set(id, row);
    }
    return row;
  }

  async maintenance(load: () => Promise<MaintenanceStatus>): Promise<MaintenanceStatus> {
    if (!this.healthy) return load();
    if (this.maintenanceStatus) return this.maintenanceStatus;
    const generation = this.generation;
    const status = await load();
    if (this.healthy && generation === this.generation) this.maintenanceStatus = status;
    return status;
  }

  /**
   * Aroma search answers by their normalised terms: the catalogue changes seldom (admin), searches repeat
   * (everyone types the same first letters). Any write to `aromes` drops them all.
   */
  aromaSearch<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remembered(this.aromaSearches, key, MAX_SEARCHES, load);
  }

  /**
   * A user's list as its route answers it (liquids: each with its aroma and rank; devices; recipes): read on every
   * visit, written seldom. Dropped when the list changes (announced by its service after the commit), by any
   * change of the user, and for liquids by any catalogue change (names, brands, images).
   */
  userList<T>(list: UserList, ownerId: number, load: () => Promise<T>): Promise<T> {
    return this.remembered(this.lists[list], ownerId, MAX_USER_LISTS, load);
  }

  /** One aroma of the catalogue by id (checked by every liquid created); dropped with the searches. */
  aroma<T>(id: number, load: () => Promise<T>): Promise<T> {
    return this.remembered(this.aromas, id, MAX_AROMAS, load);
  }

  /**
   * The public menu (read by every page of the app, changed by an admin now and then); any write to
   * `menu_links` drops it (statement trigger, see db/client.ts).
   */
  menu<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remembered(this.menus, key, 2, load);
  }

  /**
   * The kept answer, most recently used first out of `max`; else `load()`, kept only if no change was seen
   * while it loaded (a change bumps the generation) and the notifications are flowing.
   */
  private async remembered<K, T>(
    answers: Map<K, unknown>,
    key: K,
    max: number,
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.healthy) return load();
    if (answers.has(key)) {
      const hit = answers.get(key);
      answers.delete(key);
      answers.set(key, hit);
      return hit as T;
    }
    const generation = this.generation;
    const answer = await load();
    if (this.healthy && generation === this.generation) {
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
    }
    return answer;
  }

  /** Drops what a change makes stale, in this instance only. */
  forget(change: AccessChange) {
    this.generation += 1;
    if ('userId' in change) {
      this.users.delete(change.userId);
      for (const list of userLists) this.lists[list].delete(change.userId);
    } else if ('list' in change) this.lists[change.list].delete(change.ownerId);
    else if ('table' in change && change.table === 'menu_links') this.menus.clear();
    else if ('table' in change) {
      this.aromaSearches.clear();
      this.aromas.clear();
      this.lists.eliquides.clear();
    } else if (change.setting === 'maintenance') this.maintenanceStatus = undefined;
  }

  /**
   * THE hook for any change that affects what is kept: a role, a token version, a revocation, a setting, a catalogue
   * or menu write. Writes to `users`, `settings`, `aromes` and `menu_links` are already announced to every instance by
   * the triggers; this also drops the entry in this instance at once (read-your-writes, without waiting for the
   * notification). A change stored elsewhere (e.g. a table of revoked sessions) passes `announce`: the NOTIFY is then
   * sent here, and the entry is dropped on every instance.
   */
  async changed(change: AccessChange, options: { announce?: boolean } = {}) {
    this.forget(change);
    if (!options.announce) return;
    const payload =
      'userId' in change
        ? `user:${change.userId}`
        : 'list' in change
          ? `${change.list}:${change.ownerId}`
          : 'table' in change
            ? `table:${change.table}`
            : `setting:${change.setting}`;
    if ('list' in change) await this.announcer.announce(payload);
    else await this.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
  }

  /**
   * After a committed write to one of a user's lists: this instance drops it at once, the others on the NOTIFY sent
   * here. A write made outside the list's service (a SQL console) is not announced; a user's deletion is, through
   * `user:<id>`.
   */
  listChanged(list: UserList, ownerId: number) {
    return this.changed({ list, ownerId }, { announce: true });
  }

  private applyPayload(payload: string) {
    const [kind, value = ''] = payload.split(/:(.*)/s);
    const userId = Number(value);
    if (kind === 'user' && Number.isInteger(userId)) this.forget({ userId });
    else if (kind === 'setting') this.forget({ setting: value });
    else if (kind !== undefined && isUserList(kind) && Number.isInteger(userId))
      this.forget({ list: kind, ownerId: userId });
    else if (kind === 'table' && (value === 'aromes' || value === 'menu_links'))
      this.forget({ table: value });
    else this.clear();
  }

  private clear() {
    this.generation += 1;
    this.users.clear();
    this.maintenanceStatus = undefined;
    this.aromaSearches.clear();
    for (const list of userLists) this.lists[list].clear();
    this.aromas.clear();
    this.menus.clear();
  }
}

/**
 * Sends the announcements that are not access data (a user's lists). Not worth a WAL flush: a NOTIFY-only
 * transaction that does not wait for one holds PostgreSQL's notify commit lock for microseconds instead of a disk
 * write. And batched: the first goes out at once; those made while it is on its way leave together in the next
 * statement (one round trip, one transaction, still one notification each). A caller's promise resolves once its
 * own announcement was sent, so an answer never precedes it.
 */
class Announcer {
  private queue: { payload: string; sent: () => void; failed: (error: unknown) => void }[] = [];
  private sending = false;

  constructor(private readonly db: Db) {}

  announce(payload: string): Promise<void> {
    return new Promise((sent, failed) => {
      this.queue.push({ payload, sent, failed });
      if (!this.sending) void this.send();
    });
  }

  private async send() {
    this.sending = true;
    while (this.queue.length > 0) {
      // Payloads are `name:id` (no space); 500 of them stay far below PostgreSQL's 8000-byte NOTIFY limit each.
      const batch = this.queue.splice(0, 500);
      const payloads = batch.map((item) => item.payload).join(' ');
      try {
        await this.db.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CHANGES_CHANNEL}, payload)
            from unnest(string_to_array(${payloads}, ' ')) as payload`,
        );
        for (const item of batch) item.sent();
      } catch (error) {
        for (const item of batch) item.failed(error);
      }
    }
    this.sending = false;
  }
}
