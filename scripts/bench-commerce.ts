/**
 * Benchmark of the commerce endpoints (issue 4, docs/performance.md "Commerce").
 *
 *   node --import tsx scripts/bench-commerce.ts        (npm run bench:commerce)
 *
 * Creates a throw-away database `bench_commerce_<ts>` on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), fills it in bulk — 10,000 students with open carts,
 * 400 product types with rate plans, 6,000 monthly products, individual lessons in packs, bundles
 * with gifts, promo codes — starts the server on 127.0.0.1 and measures, with autocannon, for random
 * students: the cart read, the header badge's count, add-to-cart (each request a product the
 * student has neither in the cart nor owns) and payment init (an order and a sandbox transaction).
 * Prints the EXPLAIN ANALYZE plans of a cart read's queries, then drops the database.
 * Env: BENCH_PORT (3351), BENCH_DURATION (10 s), BENCH_CONNECTIONS (10), BENCH_CPU_PROF (a directory).
 *
 * Part 1 catalog and cart; part 2 payment init (an order and a sandbox transaction per request).
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema.js';
import type { Db } from '../apps/server/src/db/client.js';
import { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import { MemoryRateLimiter } from '../apps/server/src/plugins/rate-limiter.js';
import { readOwnCart } from '../apps/server/src/modules/cart/cart.service.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { AppContext } from '../apps/server/src/context.js';
import { initPayment } from '../apps/server/src/modules/payment/payment.service.js';
import { Providers } from '../apps/server/src/modules/payment/providers/registry.js';
import {
  CONNECTIONS,
  DURATION,
  JWT_SECRET,
  capturingDb,
  insertStudents,
  measure,
  pick,
  printPlans,
  startServer,
  stopServer,
  withBenchDatabase,
  withSeededClient,
  type BenchRequest,
  bulkStep,
  insertRatePlans,
} from './bench-lib.js';

const PORT = Number(process.env.BENCH_PORT ?? 3351);
const TIME_ZONE = 'Europe/Moscow';

const STUDENTS = 10_000;
const PRODUCT_TYPES = 400; // every 20th individual lessons (packs), the rest master groups (rate plans)
const MONTHS = 15; // master-group months: two back, this one and twelve ahead
const BUNDLES = 100;
const CALLERS = 2_000;
/** A payment init body as the card form sends it (spec 2 §3); return addresses default to PUBLIC_URL's. */
const PAY_BODY = {
  payment_system: 'SANDBOX',
  holder_name: 'Иванова Мария Петровна',
  phone: '79161234567',
  email: 'bench@example.com',
};

/** Everything in bulk (INSERT ... SELECT generate_series); ids start at 1 in a fresh database. */
async function fill(client: pg.Client, now: Date): Promise<void> {
  const step = bulkStep(client);
  const month = (offset: string) =>
    `(date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') + make_interval(months => ${offset}))::date`;
  await step('teachers', `insert into teachers (full_name) select 'Преподаватель ' || g from generate_series(1, 50) g`);
  await step(
    'product types',
    `insert into product_types (title, type, kind, class_type_id, class_year_id, course_type_id)
     select 'Программа ' || g, t.type, t.kind,
       (select id from class_types order by id offset (g % 5) limit 1),
       (select id from class_years order by id offset (g % 3) limit 1),
       (select id from course_types where code = t.code)
     from generate_series(1, $1::int) g,
       lateral (select case when g % 20 = 0 then 'IND' else 'MG' end as type,
                       case when g % 20 = 0 then 'COURSE' else 'MG' end as kind,
                       case when g % 20 = 0 then 'individual' else 'master_group' end as code) t`,
    [PRODUCT_TYPES],
  );
  await step('rate plans', insertRatePlans("pt.type = 'MG'"));
  await step(
    'master-group months',
    `insert into mg_months (product_type_id, month, title)
     select pt.id, ${month('m')}, 'Месяц ' || m
     from product_types pt cross join generate_series(-2, $2::int - 3) m where pt.type = 'MG'`,
    [now, MONTHS],
  );
  await step(
    'products',
    `insert into products (product_type_id, mg_month_id, teacher_id, title, start_date, end_date, price)
     select product_type_id, id, 1 + product_type_id % 50, title, month, (month + interval '1 month - 1 day')::date, 349000
     from mg_months
     union all
     select id, null, 1 + id % 50, title, ${month('0')}, (${month('6')} - 1), 300000 from product_types where type = 'IND'`,
    [now],
  );
  await step(
    'packs',
    `insert into packs (product_id, title, lessons_count, price)
     select p.id, k.title, k.n, k.price from products p join product_types pt on pt.id = p.product_type_id
     cross join (values ('4 занятия', 4, 1160000), ('8 занятий', 8, 2240000)) k(title, n, price)
     where pt.type = 'IND'`,
  );
  // Bundles of two master groups two months ahead; each with a gift (an individual-lessons product).
  await step(
    'bundles',
    `with b as (
       insert into bundles (title, sys_course_type, discount_percent)
       select 'Набор ' || g, 'master_group', 15 from generate_series(1, $2::int) g returning id)
     insert into bundle_products (bundle_id, product_id)
     select b.id, p.id from b
     join products p on p.start_date = ${month('2')} and p.mg_month_id is not null
       and p.product_type_id in (1 + (b.id * 2) % 380, 2 + (b.id * 2) % 380)`,
    [now, BUNDLES],
  );
  await step(
    'gifts',
    `insert into product_gifts (bundle_id, gift_product_id)
     select b.id, (select id from products where mg_month_id is null order by id offset (b.id % 20) limit 1) from bundles b`,
  );
  await step(
    'coupons',
    `insert into coupons (code, type, value) select 'BENCH' || g, case when g % 2 = 0 then 3 else 2 end,
       case when g % 2 = 0 then 10 else 50000 end from generate_series(1, 10) g`,
  );
  await insertStudents(client, STUDENTS);
  // Each student owns 3-5 master groups for four months (two back to the next one).
  await step(
    'access (student_products)',
    `insert into student_products (student_id, product_id, starts_at, ends_at, source)
     select u.id, p.id, $1::timestamptz - interval '60 days', $1::timestamptz + interval '60 days', 'bench'
     from users u cross join generate_series(0, 2 + u.id % 3) j
     join products p on p.product_type_id = 1 + (u.id * 7919 + j * 329) % 380 and p.mg_month_id is not null
       and p.start_date between ${month('-2')} and ${month('1')}
     where u.role = 'STUDENT_ROLE'`,
    [now],
  );
  await step(
    'carts',
    `insert into carts (hash, user_id, coupon_id)
     select md5('cart-' || u.id), u.id, case when u.id % 3 = 0 then 1 + u.id % 10 end from users u where u.role = 'STUDENT_ROLE'`,
  );
  // Two master groups three months ahead or later (never owned, never in a bundle) per cart.
  await step(
    'cart items',
    `insert into cart_items (cart_id, product_id, rate_plan_id)
     select c.id, p.id, (select id from rate_plans r where r.product_type_id = p.product_type_id order by "order" limit 1)
     from carts c cross join generate_series(0, 1) j
     join products p on p.product_type_id = 1 + (c.user_id * 31 + j * 97) % 380 and p.start_date = ${month('3 + j')}`,
    [now],
  );
  await step(
    'cart bundles',
    `insert into cart_bundles (cart_id, bundle_id, hash)
     select c.id, 1 + c.user_id % $1::int, md5('bundle-' || c.id) from carts c where c.user_id % 5 = 0`,
    [BUNDLES],
  );
  await step('analyze', 'analyze');
  const counts = await client.query(
    `select (select count(*) from users) users, (select count(*) from products) products,
       (select count(*) from student_products) access, (select count(*) from carts) carts,
       (select count(*) from cart_items) cart_items, (select count(*) from cart_bundles) cart_bundles`,
  );
  console.log('  rows:', counts.rows[0]);
}

interface Caller {
  id: number;
  token: string;
}

async function callers(client: pg.Client, tokens: AccessTokens): Promise<Caller[]> {
  const rows = await client.query<{ id: number }>(
    `select id from users where role = 'STUDENT_ROLE' order by random() limit $1`,
    [CALLERS],
  );
  return Promise.all(
    rows.rows.map(async ({ id }) => ({ id, token: await tokens.sign({ id, role: 'STUDENT_ROLE' }, 3600) })),
  );
}

/**
 * Products to add: master groups five months ahead or later. Request i goes to caller i mod n with
 * product (i div n)-th of a per-caller shuffle, so no caller is sent the same product twice.
 */
async function additions(client: pg.Client, now: Date, list: Caller[]): Promise<() => BenchRequest> {
  const rows = await client.query<{ id: number }>(
    `select id from products where mg_month_id is not null
       and start_date >= (date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') + interval '5 months')::date
     order by id`,
    [now],
  );
  const pool = rows.rows.map((row) => row.id);
  let sent = 0;
  return () => {
    const i = sent++;
    const caller = list[i % list.length]!;
    const round = Math.floor(i / list.length);
    const product = pool[(caller.id * 7919 + round * 104_729) % pool.length]!;
    return { method: 'POST', path: '/api/cart/', token: caller.token, body: { product } };
  };
}

/** The SQL of one cart read, captured through Drizzle's logger and explained with its parameters. */
async function explain(databaseUrl: string, studentId: number): Promise<void> {
  const { db, pool, captured } = capturingDb(databaseUrl);
  const deps = {
    db,
    currency: 'RUB',
    payment: { systems: ['SANDBOX' as const], defaultSystem: 'SANDBOX' as const },
    timeZone: TIME_ZONE,
    rateLimiter: new MemoryRateLimiter(),
    variant: 'RU' as const,
  };
  try {
    await readOwnCart(deps, studentId); // warms the reference-data cache, as a running server has it
    captured.length = 0;
    await readOwnCart(deps, studentId);
    console.log(`\n=== GET /cart/ (student ${studentId}): ${captured.length} queries`);
    await printPlans(pool, captured);
  } finally {
    await pool.end();
  }
}

/** The statements of one payment init (one database transaction), as Drizzle sends them. */
async function paymentInitStatements(databaseUrl: string, studentId: number): Promise<void> {
  const captured: string[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema, logger: { logQuery: (sql) => void captured.push(sql) } }) as unknown as Db;
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  // initPayment reads only the configuration and the database of the context.
  const ctx = { config, db } as AppContext;
  try {
    const deps = { providers: new Providers(config), notifier: async () => 200 };
    const { phone, email } = PAY_BODY;
    const body = { paymentSystem: 'SANDBOX' as const, holderName: PAY_BODY.holder_name, phone, email };
    const payer = { userId: studentId, origin: config.publicUrl };
    await initPayment(ctx, deps, payer, undefined, { ...body, requisites: false, subscribe: false });
    console.log(`\n=== POST /core/pay/init/ (student ${studentId}): ${captured.length} statements in one transaction`);
    for (const sql of captured) console.log(`-- ${sql.length > 160 ? `${sql.slice(0, 157)}...` : sql}`);
  } finally {
    await pool.end();
  }
}

async function run(databaseUrl: string): Promise<void> {
  const now = new Date();
  const { list, nextAddition } = await withSeededClient(databaseUrl, async (client) => {
    console.log('Filling:');
    await fill(client, now);
    const list = await callers(client, new AccessTokens(JWT_SECRET, 3600));
    return { list, nextAddition: await additions(client, now, list) };
  });
  const server = await startServer(databaseUrl, PORT);
  try {
    console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${list.length} random students`);
    const read = (path: string) => (): BenchRequest => ({ method: 'GET', path, token: pick(list).token });
    await measure(PORT, 'GET /api/cart/', read('/api/cart/'));
    await measure(PORT, 'GET /api/cart/count/', read('/api/cart/count/'));
    await measure(PORT, 'POST /api/cart/ (add a product)', nextAddition);
    // Part 2: payment init. Every request freezes a random student's cart (two master groups, some
    // with a bundle or a promo code, plus what the add-to-cart run put there) into an order and
    // opens a sandbox transaction; the cart stays open, so a student can be picked again.
    await measure(PORT, 'POST /api/core/pay/init/ (sandbox)', () => ({
      method: 'POST',
      path: '/api/core/pay/init/',
      token: pick(list).token,
      body: PAY_BODY,
    }));
  } finally {
    await stopServer(server);
  }
  await explain(databaseUrl, pick(list).id);
  await paymentInitStatements(databaseUrl, pick(list).id);
}

await withBenchDatabase('bench_commerce', run);
