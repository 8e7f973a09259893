import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverPath } from '../paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services take this so callers can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches the same database (jobs/job-queue.ts). */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** A cheap round trip for `/health`: throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  /** Start-up work after the migrations (seeds), run under the same lock. */
  prepare?: (db: Db) => Promise<void>;
}

const migrationsFolder = serverPath('drizzle');
/** pg_advisory_lock key of start-up: any constant shared by every process of this application. */
const STARTUP_LOCK = 72_610_001;

/**
 * Migrations and seeds run under a session advisory lock held on a connection of its own, so
 * several processes starting at once on one fresh database take turns (docs/operations.md): the
 * first migrates and seeds, the others find everything in place.
 */
async function underStartupLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite (spec: `npm start`
 * needs nothing installed). `dataDir` undefined keeps PGlite in memory (tests).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that drops (a server restart, a test database dropped WITH (FORCE) while
    // the pool closes) is reported on the pool; unheard, that event would crash the process.
    // node-postgres has already discarded the client, and the next query opens a new one.
    pool.on('error', () => undefined);
    const pgDb = drizzlePg(pool, { schema });
    const db = pgDb as unknown as Db;
    try {
      await underStartupLock(options.url, async () => {
        await migratePg(pgDb, { migrationsFolder });
        await options.prepare?.(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      ping: async () => void (await pool.query('SELECT 1')),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  return openEmbedded(new PGlite(dataDir), options.prepare);
}

/** Migrations and start-up work on an embedded database: one process owns it, nobody to take turns with. */
export async function openEmbedded(client: PGlite, prepare?: OpenOptions['prepare']): Promise<Database> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const database = embeddedDatabase(client);
  await prepare?.(database.db);
  return database;
}

/** An embedded database over a PGlite instance as it is (tests load one already migrated). */
export function embeddedDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    ping: async () => void (await client.query('SELECT 1')),
    close: () => client.close(),
  };
}
