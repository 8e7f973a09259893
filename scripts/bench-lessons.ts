/**
 * Benchmark of the lessons list and the timetable (issue 3, docs/performance.md).
 *
 *   node --import tsx scripts/bench-lessons.ts        (npm run bench:lessons)
 *
 * Creates a throw-away database `bench_<ts>` on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), fills it with 10,000 students and 100,000 lessons in
 * bulk, starts the server on 127.0.0.1, measures both endpoints with autocannon for random students,
 * prints the EXPLAIN ANALYZE plans of the queries behind them, and drops the database.
 * Env: BENCH_PORT (3350), BENCH_DURATION (10 s), BENCH_CONNECTIONS (10), BENCH_CPU_PROF (a directory).
 */
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import { zonedParts } from '../apps/server/src/lib/zoned-time.js';
import { listLessons } from '../apps/server/src/modules/lessons/lessons.service.js';
import { timetable } from '../apps/server/src/modules/schedule/schedule.service.js';
import {
  CONNECTIONS,
  DURATION,
  JWT_SECRET,
  capturingDb,
  measure,
  pick,
  printPlans,
  startServer,
  stopServer,
  withBenchDatabase,
  withSeededClient,
} from './bench-lib.js';
import { TIME_ZONE, fillLessons, lessonCallers, type Caller } from './bench-lessons-data.js';

const PORT = Number(process.env.BENCH_PORT ?? 3350);
/** The SQL the two services run for one request, captured through Drizzle's logger, explained. */
async function explain(databaseUrl: string, studentId: number, productTypeId: number, now: Date) {
  const { db, pool, captured } = capturingDb(databaseUrl);
  const { year, month } = zonedParts(now, TIME_ZONE);
  const runs: [string, () => Promise<unknown>][] = [
    [
      `GET /v3/lessons/?product_type=${productTypeId}&limit=20 (student ${studentId})`,
      () => listLessons(db, studentId, { productType: productTypeId, limit: 20, offset: 0 }, now),
    ],
    [
      `GET /students/timetable/?year=${year}&month=${month} (student ${studentId})`,
      () => timetable(db, studentId, { type: 'lesson', year, month }, now, TIME_ZONE),
    ],
  ];
  try {
    for (const [label, run] of runs) {
      captured.length = 0;
      await run();
      console.log(`\n=== ${label}: ${captured.length} queries`);
      await printPlans(pool, captured);
    }
  } finally {
    await pool.end();
  }
}

async function run(databaseUrl: string): Promise<void> {
  const now = new Date();
  const { list, sample } = await withSeededClient(databaseUrl, async (client) => {
    console.log('Filling:');
    await fillLessons(client, now);
    const list = await lessonCallers(client, new AccessTokens(JWT_SECRET, 3600), now);
    const row = await client.query<{ student_id: number; product_type_id: number }>(
      `select sp.student_id, p.product_type_id from student_products sp join products p on p.id = sp.product_id
       order by random() limit 1`,
    );
    return { list, sample: { studentId: row.rows[0]!.student_id, productTypeId: row.rows[0]!.product_type_id } };
  });
  const server = await startServer(databaseUrl, PORT);
  try {
    const { year, month } = zonedParts(now, TIME_ZONE);
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${list.length} random students`);
    const request = (path: (caller: Caller) => string) => () => {
      const caller = pick(list);
      return { method: 'GET' as const, path: path(caller), token: caller.token };
    };
    await measure(
      PORT,
      'GET /api/v3/lessons/?product_type=..&limit=20',
      request((caller) => `/api/v3/lessons/?product_type=${pick(caller.productTypes)}&limit=20`),
    );
    await measure(
      PORT,
      `GET /api/students/timetable/?year=${year}&month=${month}`,
      request(() => `/api/students/timetable/?year=${year}&month=${month}`),
    );
    await explain(databaseUrl, sample.studentId, sample.productTypeId, now);
  } finally {
    await stopServer(server);
  }
}

await withBenchDatabase('bench', run);
