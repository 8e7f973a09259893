/**
 * The server's share (issue 8, docs/performance.md "API: against raw SQL"): each hot read of a
 * student measured on the project and, back to back, on a bare `node:http` + `pg` server that sends
 * the same SQL statements and answers the same JSON (scripts/bench-api-raw.ts).
 *
 *   node --import tsx scripts/bench-api.ts        (npm run bench:api)
 *
 * Creates a throw-away database `bench_api_<ts>` on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test) with the lessons data set of bench:lessons (100,000
 * lessons, 10,000 students) plus rate plans and an open cart of two products for every student,
 * starts the compiled server and the raw one, checks that both answer a sample request with the same
 * JSON and that the raw one sends the statements the project's services send (captured through
 * Drizzle's logger), then runs autocannon on each side, alternating sides for BENCH_ROUNDS rounds so
 * that load from elsewhere hits both, and prints req/s, p50, p99 and the ratios.
 * Env: BENCH_PORT (3352; the raw server takes the next port), BENCH_DURATION (10 s a run),
 * BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_ONLY (comma-separated hot reads), BENCH_SERVER
 * (another server bundle, e.g. an earlier build kept for a before/after comparison).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import type { Result } from 'autocannon';
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import {
  CONNECTIONS,
  DURATION,
  JWT_SECRET,
  capturingDb,
  measure,
  pick,
  startServer,
  stopServer,
  withBenchDatabase,
  withSeededClient,
  bulkStep,
  insertRatePlans,
} from './bench-lib.js';
import { TIME_ZONE, fillLessons, lessonCallers, type Caller } from './bench-lessons-data.js';
import { hotReads, type HotRead, type Sample } from './bench-api-project.js';
import { rawStatements } from './bench-api-raw-db.js';
import { waitForHealth } from './server-process.js';

const PORT = Number(process.env.BENCH_PORT ?? 3352);
const RAW_PORT = PORT + 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** What the hot reads need besides lessons: rate plans (master groups) and an open cart of two products each. */
async function fillCommerce(client: pg.Client, now: Date): Promise<void> {
  const step = bulkStep(client);
  await step('rate plans', insertRatePlans("pt.kind = 'MG'"));
  await step(
    'carts',
    `insert into carts (hash, user_id) select md5('cart-' || id), id from users where role = 'STUDENT_ROLE'`,
  );
  // Two products three and four months ahead (never owned) of other product types.
  await step(
    'cart items',
    `insert into cart_items (cart_id, product_id, rate_plan_id)
     select c.id, p.id, (select id from rate_plans r where r.product_type_id = p.product_type_id order by "order" limit 1)
     from carts c cross join generate_series(0, 1) j
     join products p on p.product_type_id = 1 + (c.user_id * 31 + j * 97) % 400
       and p.start_date = (date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') + make_interval(months => 3 + j))::date`,
    [now],
  );
  await step('analyze', 'analyze');
}

function startRaw(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-api-raw.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(RAW_PORT), DATABASE_URL: databaseUrl, JWT_SECRET },
  });
  return waitForHealth(child, RAW_PORT);
}

const sampleOf = (caller: Caller): Sample => ({ studentId: caller.id, productType: pick(caller.productTypes) });

/** The same request to both servers must answer the same JSON, and the raw one must send the project's statements. */
async function check(name: HotRead, databaseUrl: string, caller: Caller, now: Date): Promise<void> {
  const read = hotReads(now)[name];
  const sample = sampleOf(caller);
  const answers = await Promise.all(
    [PORT, RAW_PORT].map(async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}${read.path(sample)}`, {
        headers: { authorization: `Bearer ${caller.token}`, platform: 'newdesign' },
      });
      if (!res.ok) throw new Error(`${name} on ${port}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    }),
  );
  if (!isDeepStrictEqual(answers[0], answers[1])) {
    console.error(JSON.stringify(answers[0]).slice(0, 2000), '\n', JSON.stringify(answers[1]).slice(0, 2000));
    throw new Error(`${name}: the raw server answers other JSON than the project`);
  }
  const { db, pool, captured } = capturingDb(databaseUrl);
  try {
    await read.run(db, sample); // fills per-database caches, as a running server has them
    captured.length = 0;
    await read.run(db, sample);
  } finally {
    await pool.end();
  }
  const project = captured.map((statement) => statement.sql).sort();
  const raw = (await rawStatements(databaseUrl, name, sample, read.path(sample), now)).sort();
  if (!isDeepStrictEqual(project, raw)) {
    console.error('project:', project, '\nraw:', raw);
    throw new Error(`${name}: the raw server sends other statements than the project`);
  }
  console.log(`  ${name}: same JSON, same ${project.length} statements`);
}

interface Row {
  name: HotRead;
  project: Result[];
  raw: Result[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Means of req/s, medians of latencies and of the rounds' ratios: rounds alternate sides, so load from elsewhere hits both. */
function printTable(rows: Row[]): void {
  console.log(`\n| Hot read | project req/s | raw req/s | ratio | project p50 / p99 | raw p50 / p99 |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { name, project, raw } of rows) {
    const ratio = median(project.map((result, round) => result.requests.average / raw[round]!.requests.average));
    const rate = (results: Result[]) => mean(results.map((r) => r.requests.average)).toFixed(0);
    const latency = (results: Result[]) =>
      `${median(results.map((r) => r.latency.p50))} / ${median(results.map((r) => r.latency.p99))} ms`;
    console.log(
      `| ${name} | ${rate(project)} | ${rate(raw)} | ${ratio.toFixed(2)} | ${latency(project)} | ${latency(raw)} |`,
    );
  }
}

async function run(databaseUrl: string): Promise<void> {
  const now = new Date();
  const list = await withSeededClient(databaseUrl, async (client) => {
    console.log('Filling:');
    await fillLessons(client, now);
    await fillCommerce(client, now);
    return lessonCallers(client, new AccessTokens(JWT_SECRET, 3600), now);
  });
  const names = (process.env.BENCH_ONLY?.split(',') ?? Object.keys(hotReads(now))) as HotRead[];
  let server: ChildProcess | undefined;
  let raw: ChildProcess | undefined;
  try {
    server = await startServer(databaseUrl, PORT);
    raw = await startRaw(databaseUrl);
    console.log('\nChecking the raw server against the project:');
    for (const name of names) await check(name, databaseUrl, pick(list), now);
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s a side, ${list.length} random students`,
    );
    const rows: Row[] = [];
    for (const name of names) {
      const read = hotReads(now)[name];
      const next = () => {
        const caller = pick(list);
        return { method: 'GET' as const, path: read.path(sampleOf(caller)), token: caller.token };
      };
      const row: Row = { name, project: [], raw: [] };
      for (let round = 1; round <= ROUNDS; round++) {
        row.project.push(await measure(PORT, `project ${name} (round ${round})`, next));
        row.raw.push(await measure(RAW_PORT, `raw ${name} (round ${round})`, next));
      }
      rows.push(row);
    }
    printTable(rows);
  } finally {
    await stopServer(server);
    await stopServer(raw);
  }
}

await withBenchDatabase('bench_api', run);
