/**
 * The data set of the lessons benchmarks (scripts/bench-lessons.ts, scripts/bench-api.ts,
 * docs/performance.md): 400 product types × 25 monthly products × 10 lessons = 100,000 lessons and
 * 10,000 students with access, views and homework, inserted in bulk (INSERT ... SELECT generate_series).
 */
import type pg from 'pg';
import type { AccessTokens } from '../apps/server/src/plugins/access-token.js';
import { bulkStep, insertStudents } from './bench-lib.js';

export const TIME_ZONE = 'Europe/Moscow';

export const STUDENTS = 10_000;
export const PRODUCT_TYPES = 400;
const MONTHS = 25; // a year back and a year ahead of the current month
const LESSONS_PER_MONTH = 10; // 400 × 25 × 10 = 100,000 lessons

/** Everything in bulk (INSERT ... SELECT generate_series); ids start at 1 in a fresh database. */
export async function fillLessons(client: pg.Client, now: Date): Promise<void> {
  const step = bulkStep(client);
  await step('teachers', `insert into teachers (full_name) select 'Преподаватель ' || g from generate_series(1, 50) g`);
  await step(
    'product types',
    `insert into product_types (title, type, kind, class_type_id, class_year_id, course_type_id)
     select 'Программа ' || g, t.kind, t.kind,
       (select id from class_types order by id offset (g % 5) limit 1),
       (select id from class_years order by id offset (g % 3) limit 1),
       (select id from course_types where code = t.code)
     from generate_series(1, $1::int) g,
       lateral (select case when g % 5 = 0 then 'COURSE' else 'MG' end as kind,
                       case when g % 5 = 0 then 'course' else 'master_group' end as code) t`,
    [PRODUCT_TYPES],
  );
  const half = Math.floor(MONTHS / 2);
  await step(
    'master-group months',
    `insert into mg_months (product_type_id, month, title)
     select pt.id, (date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') + make_interval(months => m))::date,
       'Месяц ' || m
     from product_types pt cross join generate_series(-$2::int, $2::int) m`,
    [now, half],
  );
  await step(
    'products',
    `insert into products (product_type_id, mg_month_id, teacher_id, title, start_date, end_date, price)
     select product_type_id, id, 1 + product_type_id % 50, title, month, (month + interval '1 month - 1 day')::date, 349000
     from mg_months`,
  );
  await step(
    'lessons',
    `insert into lessons (product_id, product_type_id, mg_month_id, teacher_id, title, lesson_number, kind, start_at,
       duration_minutes, video_url, video_length, tag_title, tag_color, access_hash)
     select p.id, p.product_type_id, p.mg_month_id, p.teacher_id, 'Урок ' || i,
       (dense_rank() over (partition by p.product_type_id order by p.start_date) - 1) * $1::int + i,
       case when i % 2 = 0 then 'PRACTICE' else 'THEORY' end,
       ((p.start_date + (i - 1) * 3) + time '18:00') at time zone '${TIME_ZONE}',
       90, '/media/sample-lesson.webm', 3600,
       case when i % 2 = 0 then 'Практикум' else 'Вебинар' end, case when i % 2 = 0 then 'teal' else 'violet' end,
       md5(p.id || '-' || i)
     from products p cross join generate_series(1, $1::int) i`,
    [LESSONS_PER_MONTH],
  );
  await insertStudents(client, STUDENTS);
  // Each student owns 3-5 product types, four months each (two back, this one and the next);
  // the step 329 (mod 400) keeps the product types of one student distinct.
  await step(
    'access (student_products)',
    `insert into student_products (student_id, product_id, starts_at, ends_at, source)
     select u.id, p.id, $1::timestamptz - interval '100 days', $1::timestamptz + interval '120 days', 'bench'
     from users u
     cross join generate_series(0, 2 + u.id % 3) j
     join products p on p.product_type_id = 1 + (u.id * 7919 + j * 329) % $2::int
       and p.start_date between (date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') - interval '2 months')::date
                            and (date_trunc('month', $1::timestamptz at time zone '${TIME_ZONE}') + interval '1 month')::date
     where u.role = 'STUDENT_ROLE'`,
    [now, PRODUCT_TYPES],
  );
  // About 80 % of the past lessons a student owns were opened, 5 in 8 of those watched to the end.
  await step(
    'lesson views',
    `insert into lesson_views (student_id, lesson_id, viewed_offline, viewed_online, viewed)
     select sp.student_id, l.id, case when h.r < 640 then 3600 else h.r end, 0, h.r < 640
     from student_products sp
     join lessons l on l.product_id = sp.product_id and l.start_at < $1::timestamptz,
     lateral (select (hashtext(sp.student_id || ':' || l.id) & 1023) as r) h
     where h.r < 820`,
    [now],
  );
  await step(
    'homework',
    `insert into homeworks (lesson_id, class_type_id, title, tasks_total, deadline)
     select l.id, pt.class_type_id, 'ДЗ: ' || l.title, 10, l.start_at + interval '7 days'
     from lessons l join product_types pt on pt.id = l.product_type_id where l.kind = 'PRACTICE'`,
  );
  await step(
    'homework submissions',
    `insert into homework_submissions (homework_id, student_id, status, tasks_done)
     select h.id, v.student_id, case when v.lesson_id % 3 = 0 then 'CHECKED' else 'DONE' end, 10
     from lesson_views v join homeworks h on h.lesson_id = v.lesson_id where v.viewed`,
  );
  await step('analyze', 'analyze');
  const counts = await client.query(
    `select (select count(*) from users) users, (select count(*) from lessons) lessons,
       (select count(*) from student_products) access, (select count(*) from lesson_views) views,
       (select count(*) from homeworks) homeworks, (select count(*) from homework_submissions) submissions`,
  );
  console.log('  rows:', counts.rows[0]);
}

/** A student of the benchmark: a signed access token and the product types they own now. */
export interface Caller {
  id: number;
  token: string;
  productTypes: number[];
}

export async function lessonCallers(client: pg.Client, tokens: AccessTokens, now: Date): Promise<Caller[]> {
  const rows = await client.query<{ student_id: number; types: number[] }>(
    `select sp.student_id, array_agg(distinct p.product_type_id) types
     from student_products sp join products p on p.id = sp.product_id
     where sp.starts_at <= $1 and sp.ends_at > $1
     group by sp.student_id order by random() limit 2000`,
    [now],
  );
  return Promise.all(
    rows.rows.map(async (row) => ({
      id: row.student_id,
      token: await tokens.sign({ id: row.student_id, role: 'STUDENT_ROLE' }, 3600),
      productTypes: row.types,
    })),
  );
}
