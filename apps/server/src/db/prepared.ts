import type { Tx } from './client.js';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database (or transaction) and kept as a named prepared statement: hot
 * read paths skip Drizzle's query building on every request, and PostgreSQL parses them once per
 * connection. `build` must use `sql.placeholder` for everything that varies.
 */
export function prepared<T>(db: Tx, name: string, build: (db: Tx) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
