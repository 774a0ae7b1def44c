import type { Db } from './client.ts';

/**
 * A hot statement built once per database handle and prepared by name: drizzle does not build its SQL again on
 * every call, and PostgreSQL parses and plans it once per connection instead of once per request. The builder
 * takes its values as `sql.placeholder(...)`, given to `execute`. A transaction's handle gets its own (built once
 * for that transaction).
 */
export function preparedFor<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
