/**
 * Benchmark of homework (issue 10, docs/performance.md "Homework").
 *
 *   node --import tsx scripts/bench-homework.ts        (npm run bench:homework)
 *
 * On a throw-away database of DATABASE_URL's server: 10,000 students, 100 programmes of 10 lessons
 * with a homework of 10 tasks each, every student owning one programme (10 homework each). Measures
 * the homework list with 1,000 submissions in the table and again with 100,000 (it must stay flat),
 * then saving one answer as students type (PUT, a new revision each time), and prints the plans of
 * the queries behind both. Env: BENCH_PORT (3351), BENCH_DURATION (10 s), BENCH_CONNECTIONS (10).
 */
import type pg from 'pg';
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import { listHomework } from '../apps/server/src/modules/homework/homework-list.service.js';
import { saveAnswer } from '../apps/server/src/modules/homework/homework-student.service.js';
import {
  CONNECTIONS,
  DURATION,
  JWT_SECRET,
  bulkStep,
  capturingDb,
  insertStudents,
  measure,
  pick,
  printPlans,
  startServer,
  stopServer,
  withBenchDatabase,
  withClient,
  withSeededClient,
} from './bench-lib.js';

const PORT = Number(process.env.BENCH_PORT ?? 3351);
const STUDENTS = 10_000;
const PROGRAMMES = 100;
const LESSONS = 10;
const TASKS = 10;

async function fill(client: pg.Client): Promise<void> {
  const step = bulkStep(client);
  await step('teacher', `insert into teachers (full_name) values ('Преподаватель')`);
  await step(
    'programmes and products',
    `with pt as (
       insert into product_types (title, type, kind, class_type_id, class_year_id, course_type_id)
       select 'Программа ' || g, 'COURSE', 'COURSE', (select min(id) from class_types), (select min(id) from class_years),
         (select id from course_types where code = 'course')
       from generate_series(1, $1::int) g returning id)
     insert into products (product_type_id, teacher_id, title, start_date, end_date, price)
     select id, 1, 'Продукт', current_date - 30, current_date + 60, 100000 from pt`,
    [PROGRAMMES],
  );
  await step(
    'lessons',
    `insert into lessons (product_id, product_type_id, teacher_id, title, lesson_number, kind, start_at, duration_minutes, access_hash)
     select p.id, p.product_type_id, 1, 'Урок ' || i, i, 'THEORY', now() - interval '1 day' * i, 90, md5(p.id || '-' || i)
     from products p cross join generate_series(1, $1::int) i`,
    [LESSONS],
  );
  await step(
    'task bank',
    `insert into tasks (class_type_id, type, statement_html, correct, max_points)
     select (select min(id) from class_types), 'SHORT', '<p>Задача ' || g || '</p>', '{"type":"SHORT","accepted":["1"]}', 1
     from generate_series(1, $1::int) g`,
    [TASKS],
  );
  await step(
    'homework',
    `insert into homeworks (lesson_id, class_type_id, title, tasks_total, max_score, deadline)
     select l.id, (select min(id) from class_types), 'ДЗ: ' || l.title, $1::int, $1::int, now() + interval '1 day' * (1 + l.id % 20)
     from lessons l`,
    [TASKS],
  );
  await step(
    'homework tasks',
    `insert into homework_tasks (homework_id, task_id, position) select h.id, t.id, t.id from homeworks h cross join tasks t`,
  );
  await insertStudents(client, STUDENTS);
  await step(
    'access',
    `insert into student_products (student_id, product_id, starts_at, ends_at, source)
     select u.id, 1 + u.id % $1::int, now() - interval '10 days', now() + interval '60 days', 'bench'
     from users u where u.role = 'STUDENT_ROLE'`,
    [PROGRAMMES],
  );
}

/** Opened homework of the students in [from, to]: one UNDONE submission per homework they own. */
const submissionsOf = (client: pg.Client, from: number, to: number) =>
  bulkStep(client)(
    `submissions of students ${from}–${to}`,
    `insert into homework_submissions (homework_id, student_id, status)
     select h.id, sp.student_id, 'UNDONE' from student_products sp
     join lessons l on l.product_id = sp.product_id join homeworks h on h.lesson_id = l.id
     where sp.student_id between $1 and $2 on conflict do nothing`,
    [from, to],
  );

interface Caller {
  id: number;
  token: string;
  homeworkIds: number[];
}

async function callers(client: pg.Client, tokens: AccessTokens): Promise<Caller[]> {
  const rows = await client.query<{ student_id: number; homeworks: number[] }>(
    `select sp.student_id, array_agg(h.id) homeworks from student_products sp
     join lessons l on l.product_id = sp.product_id join homeworks h on h.lesson_id = l.id
     group by sp.student_id order by random() limit 2000`,
  );
  return Promise.all(
    rows.rows.map(async (row) => ({
      id: row.student_id,
      token: await tokens.sign({ id: row.student_id, role: 'STUDENT_ROLE' }, 3600),
      homeworkIds: row.homeworks,
    })),
  );
}

const count = async (client: pg.Client) =>
  (await client.query<{ n: string }>('select count(*) n from homework_submissions')).rows[0]!.n;

async function explain(databaseUrl: string, caller: Caller, taskId: number) {
  const { db, pool, captured } = capturingDb(databaseUrl);
  try {
    captured.length = 0;
    await listHomework(db, caller.id, { limit: 20, offset: 0 });
    console.log(`\n=== GET /v2/homework/ (student ${caller.id}): ${captured.length} queries`);
    await printPlans(pool, captured);
    captured.length = 0;
    const value = { type: 'SHORT' as const, text: '42' };
    await saveAnswer(db, caller.id, caller.homeworkIds[0]!, taskId, { value, revision: 2_000_000_000 }, 'RU');
    console.log(`\n=== PUT /v2/homework/:id/answers/:taskId/: ${captured.length} statements`);
    // The guarded write is explained by running it: EXPLAIN ANALYZE of an insert would write.
    await printPlans(
      pool,
      captured.filter((c) => c.sql.trimStart().startsWith('select')),
    );
  } finally {
    await pool.end();
  }
}

async function run(databaseUrl: string): Promise<void> {
  const tokens = new AccessTokens(JWT_SECRET, 3600);
  await withSeededClient(databaseUrl, async (client) => {
    console.log('Filling:');
    await fill(client);
    // 100 students × 10 homework: 1,000 submissions.
    await submissionsOf(client, 1, 100);
    await client.query('analyze');
  });
  const server = await startServer(databaseUrl, PORT);
  try {
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each`);
    let list = await withClient(databaseUrl, (client) => callers(client, tokens));
    const listRequest = () => {
      const caller = pick(list);
      return { method: 'GET' as const, path: '/api/v2/homework/?limit=20', token: caller.token };
    };
    const small = await withClient(databaseUrl, count);
    await measure(PORT, `GET /api/v2/homework/?limit=20 — ${small} submissions`, listRequest);

    const taskIds = await withClient(databaseUrl, async (client) => {
      await submissionsOf(client, 101, STUDENTS);
      await client.query('analyze');
      return (await client.query<{ id: number }>('select id from tasks order by id')).rows.map((r) => r.id);
    });
    list = await withClient(databaseUrl, (client) => callers(client, tokens));
    const large = await withClient(databaseUrl, count);
    await measure(PORT, `GET /api/v2/homework/?limit=20 — ${large} submissions`, listRequest);

    let revision = 0;
    await measure(PORT, 'PUT /api/v2/homework/:id/answers/:taskId/ (one answer, a new revision)', () => {
      const caller = pick(list);
      revision += 1;
      return {
        method: 'PUT' as const,
        path: `/api/v2/homework/${pick(caller.homeworkIds)}/answers/${pick(taskIds)}/`,
        token: caller.token,
        body: { value: { type: 'SHORT', text: String(revision % 97) }, revision },
      };
    });
    await explain(databaseUrl, list[0]!, taskIds[0]!);
  } finally {
    await stopServer(server);
  }
}

await withBenchDatabase('bench_hw', run);
