import type { Db } from './client.ts';

/**
 * The prepared statements, and the figure that keeps each (docs/decisions/0113-prepared-statements.md). A statement
 * is prepared only when the mixed workload (`bench/mix-server.ts`, PostgreSQL) runs it on every loop; one read
 * from memory on the usual path (a kept list) is written as plain drizzle.
 *
 * | statement                          | file                                   | runs in the mix's loop          |
 * |------------------------------------|----------------------------------------|---------------------------------|
 * | list_user_liquids                  | modules/eliquides/eliquides.repository | GET /api/eliquides after writes |
 * | insert_liquid, update_liquid_*,    | modules/eliquides/eliquides.repository | POST, PATCH, DELETE liquid      |
 * | delete_liquid_owned_by             |                                        |                                 |
 * | list_coils                         | modules/devices/devices.repository     | GET /api/resistance             |
 * | daily_ml_between                   | modules/nicotine/nicotine.repository   | GET /api/resistance (coil wear) |
 * | find_plan_with_steps_and_logs      | modules/nicotine/nicotine.repository   | GET /api/nicotine/status        |
 * | find_plan_start, upsert_log        | modules/nicotine/nicotine.repository   | POST /api/nicotine/log          |
 *
 * Figure (27–28 Nov 2026, built server in its own process, 200 connections, PostgreSQL, alternated runs): the
 * mix with these prepared against the same build with none, server CPU 546–589 against 1 002–1 191 µs a
 * request, PostgreSQL backends 337–400 against 593–678 µs; per route, see the record.
 *
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
