/**
 * Benchmark of the staff console's lists (issue 16, docs/performance.md "Staff console").
 *
 *   node --import tsx scripts/bench-staff.ts        (npm run bench:staff)
 *
 * On a throw-away database of DATABASE_URL's server: 100,000 students, 100,000 paid orders and
 * 100,000 audit log rows. Measures the lists staff page through every day — a student found by the
 * start of an e-mail or a last name, orders found by the start of an e-mail, the audit log's first
 * page and a page deep in it, the audit log of one thing — and prints the plans of their queries.
 * The issue asks the lists to stay flat at 100k rows. Env: BENCH_PORT (3352), BENCH_DURATION (10 s),
 * BENCH_CONNECTIONS (10).
 */
import type pg from 'pg';
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import {
  CONNECTIONS,
  DURATION,
  JWT_SECRET,
  bulkStep,
  insertStudents,
  measure,
  pick,
  startServer,
  stopServer,
  withBenchDatabase,
  withClient,
  withSeededClient,
} from './bench-lib.js';

const PORT = Number(process.env.BENCH_PORT ?? 3352);
const ROWS = 100_000;

async function fill(client: pg.Client): Promise<number> {
  const step = bulkStep(client);
  await insertStudents(client, ROWS);
  const admin = await client.query<{ id: number }>(
    `insert into users (email, role, first_name, last_name) values ('admin@bench.test', 'MAIN_MANAGER_ROLE', 'Анна', 'Главная') returning id`,
  );
  await step(
    'carts and paid orders',
    `with c as (
       insert into carts (hash, user_id, is_standalone, paid_at)
       select md5('cart-' || u.id), u.id, true, now() - interval '1 minute' * u.id from users u where u.role = 'STUDENT_ROLE'
       returning id, user_id, paid_at)
     insert into orders (user_id, cart_id, amount, initial_amount, discount, currency, status, holder_name, email, phone, created_at, paid_at)
     select c.user_id, c.id, 499000, 499000, 0, 'RUB', 'paid', 'Ученик', 'bench-' || c.user_id || '@example.com', '79160000000', c.paid_at, c.paid_at
     from c`,
  );
  await step(
    'audit log',
    `insert into staff_audit_log (actor_id, actor_role, action, entity, entity_id, changes, created_at)
     select $1, 'MAIN_MANAGER_ROLE', (array['lesson.publish','promo.create','access.grant','order.refund'])[1 + g % 4],
       (array['lesson','promo','user','order'])[1 + g % 4], (g % 5000)::text, '{}'::jsonb, now() - interval '1 second' * g
     from generate_series(1, $2::int) g`,
    [admin.rows[0]!.id, ROWS],
  );
  await client.query('analyze');
  return admin.rows[0]!.id;
}

const PLANS: [string, string][] = [
  [
    'students by the start of an e-mail',
    `select id from users where role = 'STUDENT_ROLE' and lower(email) like 'bench-4242%' order by last_name, first_name, id limit 20`,
  ],
  [
    'students by the start of a last name',
    `select id from users where role = 'STUDENT_ROLE' and last_name like 'Номер 4242%' order by last_name, first_name, id limit 20`,
  ],
  [
    'orders by the start of an e-mail',
    `select id from orders where lower(email) like 'bench-4242%' order by created_at desc, id desc limit 20`,
  ],
  [
    'the audit log, a deep page',
    `select id from staff_audit_log order by created_at desc, id desc limit 20 offset 50000`,
  ],
  [
    'the audit log of one thing',
    `select id from staff_audit_log where entity = 'lesson' and entity_id = '42' order by created_at desc, id desc limit 20`,
  ],
];

async function printPlans(client: pg.Client): Promise<void> {
  for (const [label, sql] of PLANS) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`);
    console.log(`\n-- ${label}\n-- ${sql}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
}

async function run(databaseUrl: string): Promise<void> {
  const adminId = await withSeededClient(databaseUrl, async (client) => {
    console.log('Filling:');
    return fill(client);
  });
  const token = await new AccessTokens(JWT_SECRET, 3600).sign({ id: adminId, role: 'MAIN_MANAGER_ROLE' }, 3600);
  const someone = () => 1 + Math.floor(Math.random() * ROWS);
  const server = await startServer(databaseUrl, PORT);
  try {
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each`);
    const get = (path: () => string) => () => ({ method: 'GET' as const, path: path(), token });
    await measure(
      PORT,
      'GET /api/staff/people/students/?search=<e-mail start>',
      get(() => `/api/staff/people/students/?search=bench-${someone()}%40`),
    );
    await measure(
      PORT,
      'GET /api/staff/people/students/?search=<last name start>',
      get(() => `/api/staff/people/students/?search=${encodeURIComponent(`Номер ${someone()}`)}`),
    );
    await measure(
      PORT,
      'GET /api/staff/commerce/orders/?search=<e-mail start>',
      get(() => `/api/staff/commerce/orders/?search=bench-${someone()}%40`),
    );
    await measure(
      PORT,
      'GET /api/staff/commerce/orders/ (first page)',
      get(() => '/api/staff/commerce/orders/'),
    );
    await measure(
      PORT,
      'GET /api/staff/audit-log/ (first page)',
      get(() => '/api/staff/audit-log/'),
    );
    await measure(
      PORT,
      'GET /api/staff/audit-log/?entity=lesson&entity_id=<id>',
      get(() => `/api/staff/audit-log/?entity=lesson&entity_id=${pick([4, 8, 42, 400, 4000])}`),
    );
    await withClient(databaseUrl, printPlans);
  } finally {
    await stopServer(server);
  }
}

await withBenchDatabase('bench_staff', run);
