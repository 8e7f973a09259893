/**
 * Pieces the API benchmarks share (scripts/bench-*.ts, docs/performance.md): a throw-away database
 * on a PostgreSQL server, the server started against it as a child process, and autocannon runs
 * whose every request is built anew (a random caller, a varying body).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema.js';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { seedReferenceData } from '../apps/server/src/seed/seed.js';
import { stopServer, waitForHealth } from './server-process.js';
import { buildAll } from './build.mjs';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-for-hs256';
const root = fileURLToPath(new URL('..', import.meta.url));

export async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A database `<prefix>_<timestamp>` on SERVER_URL's server for `work`, dropped afterwards. */
export async function withBenchDatabase(prefix: string, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  console.log(`Benchmark database ${name} on ${url.host}`);
  await onServer(`CREATE DATABASE ${name}`);
  try {
    await work(url.toString());
  } finally {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    console.log(`\nDropped ${name}`);
  }
}

/** Reference data seeded into `databaseUrl`, then `work` with a client of it (closed afterwards). */
export async function withSeededClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: databaseUrl });
  await seedReferenceData(database.db);
  await database.close();
  return withClient(databaseUrl, work);
}

/** A client of `databaseUrl` for `work`, closed afterwards. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The fill step of `count` students (bench-<n>@example.com) with their profiles; ids from 1 in a fresh database. */
export function insertStudents(client: pg.Client, count: number): Promise<unknown> {
  return timed('students', () =>
    client.query(
      `with created as (
         insert into users (email, role, first_name, last_name)
         select 'bench-' || g || '@example.com', 'STUDENT_ROLE', 'Ученик', 'Номер ' || g from generate_series(1, $1::int) g
         returning id)
       insert into student_profiles (user_id) select id from created`,
      [count],
    ),
  );
}

/** A Drizzle db on its own pool whose every statement is recorded in `captured`, for the EXPLAIN printouts. */
export function capturingDb(databaseUrl: string) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  return { db, pool, captured };
}

/** Prints the EXPLAIN (ANALYZE, BUFFERS) plan of every captured statement, run again with its parameters. */
export async function printPlans(pool: pg.Pool, captured: { sql: string; params: unknown[] }[]): Promise<void> {
  for (const { sql, params } of captured) {
    const plan = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    console.log(`\n-- ${sql}\n-- params: ${JSON.stringify(params)}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
}

/**
 * The compiled server as `npm start` runs it (built first when stale; BENCH_SERVER=<file> runs
 * another bundle, e.g. an earlier build kept for a before/after comparison), NODE_ENV=production,
 * LOG_LEVEL=warn, on 127.0.0.1:port; BENCH_CPU_PROF=<dir> profiles it.
 */
export async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const bundle = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
  if (!process.env.BENCH_SERVER) await buildAll({ only: 'server', ifStale: true });
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', bundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  return waitForHealth(child, port);
}

export { stopServer };

/** One request of a run: method, path, bearer token and an optional JSON body. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  token: string;
  body?: unknown;
}

function raw(request: BenchRequest): RawRequest {
  const headers: Record<string, string> = { authorization: `Bearer ${request.token}`, platform: 'newdesign' };
  if (request.body === undefined) return { method: request.method, path: request.path, headers };
  headers['content-type'] = 'application/json';
  return { method: request.method, path: request.path, headers, body: JSON.stringify(request.body) };
}

/**
 * Checks one request answers 2xx, then runs autocannon for DURATION s with CONNECTIONS connections,
 * each request from `next()`, and prints the figures of docs/performance.md's tables.
 */
export async function measure(port: number, label: string, next: () => BenchRequest): Promise<Result> {
  const sample = raw(next());
  const check = await fetch(`http://127.0.0.1:${port}${sample.path}`, {
    method: sample.method,
    headers: sample.headers,
    body: sample.body,
  });
  if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: () => raw(next()) }],
  });
  const { requests, latency } = result;
  console.log(
    `\n${label}\n  ${requests.average.toFixed(0)} req/s, latency p50 ${latency.p50} ms, p97.5 ${latency.p97_5} ms, ` +
      `p99 ${latency.p99} ms, max ${latency.max} ms; ${requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return result;
}

/** Runs one bulk statement of a data set, timed under its label. */
export const bulkStep =
  (client: pg.Client) =>
  (label: string, sql: string, params: unknown[] = []) =>
    timed(label, () => client.query(sql, params));

/** Standard and premium rate plans for the master groups the condition picks (bench:commerce, bench:api). */
export const insertRatePlans = (where: string) =>
  `insert into rate_plans (product_type_id, title, sys_name, price, "order")
     select pt.id, p.title, p.sys_name, p.price, p.ord from product_types pt
     cross join (values ('Стандарт', 'standard', 349000, 0), ('Премиум', 'premium', 499000, 1)) p(title, sys_name, price, ord)
     where ${where}`;
