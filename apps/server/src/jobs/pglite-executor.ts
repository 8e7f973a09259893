import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's own connection is a `pg.Pool`, which the embedded database has not got: this runs its
 * SQL on the PGlite instance instead. pg-boss sends its installs and migrations as one text of many
 * statements without parameters (BEGIN; …; COMMIT), which only `exec` takes; the last statement's
 * rows are the answer, as `pg` gives them for a single statement.
 */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
