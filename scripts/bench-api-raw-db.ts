/** The raw server's database side (scripts/bench-api-raw.ts): its pool, its query function, its start-up reads. */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema.js';
import type { Db } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/config.js';
import { references } from '../apps/server/src/modules/catalog/catalog.service.js';
import { paymentOptions } from '../apps/server/src/modules/payment/payment.service.js';
import { getPublicDocuments } from '../apps/server/src/modules/settings/settings.service.js';
import type { HotRead, Sample } from './bench-api-project.js';
import type { Query, Refs } from './bench-api-raw-sql.js';
import { handlers } from './bench-api-raw-routes.js';

// Dates stay 'YYYY-MM-DD' strings, as Drizzle's `date` columns give them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Rows as arrays, the statement named when the project names it: what Drizzle sends for the same query. */
export const rawQuery =
  (pool: pg.Pool): Query =>
  async (statement, values) =>
    (await pool.query({ ...statement, values, rowMode: 'array' })).rows;

/** Reference data and settings, read once (through the project's own readers: this is start-up, not a request). */
export async function startRefs(databaseUrl: string): Promise<Refs> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const [refs, documents] = await Promise.all([references(db), getPublicDocuments(db)]);
    // As the benchmark starts the project's server (bench-lib's startServer).
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
    });
    return {
      classTypes: refs.classTypes,
      classYears: refs.classYears,
      payment: paymentOptions(config),
      ofertaUrl: documents.oferta,
    };
  } finally {
    await pool.end();
  }
}

/** The statements one hot read sends for this sample and path (for the benchmark's check). */
export async function rawStatements(
  databaseUrl: string,
  name: HotRead,
  sample: Sample,
  path: string,
  now: Date,
): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const sent: string[] = [];
  try {
    const query = rawQuery(pool);
    await handlers[name]({
      query: (statement, values) => {
        sent.push(statement.text);
        return query(statement, values);
      },
      userId: sample.studentId,
      search: new URL(path, 'http://raw').searchParams,
      now,
      refs: await startRefs(databaseUrl),
    });
  } finally {
    await pool.end();
  }
  return sent;
}
