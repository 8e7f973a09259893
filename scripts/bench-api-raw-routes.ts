/**
 * The hot reads of scripts/bench-api.ts written against `pg` alone: the project's statements
 * (bench-api-raw-sql.ts) with hand-built snake_case answers. Pure pieces of the project (zoned
 * time, the live rule, cart amounts) are reused; no Fastify, zod, Drizzle or case conversion.
 * The cart handler covers what the benchmark's carts hold: products under rate plans.
 */
import { zonedMonth, formatZonedDay, formatZonedTime } from '../apps/server/src/lib/zoned-time.js';
import { isLiveAt } from '../apps/server/src/modules/lessons/lesson-present.js';
import { HttpError, SQL, unique, type RawRequest, type Row } from './bench-api-raw-sql.js';
import { cart, catalog } from './bench-api-raw-commerce.js';
import { TIME_ZONE } from './bench-lessons-data.js';
import type { HotRead } from './bench-api-project.js';

async function verify({ query, userId, now }: RawRequest) {
  const [user] = await query(SQL.activeUser, [userId, true]);
  if (!user) throw new HttpError(401);
  const [id, role, firstName, lastName, email, avatar, phone, createdAt, levelTitle] = user;
  const student = role === 'STUDENT_ROLE' &&
    levelTitle !== null && {
      registration_date: createdAt.toISOString(),
      phone,
      level_title: levelTitle,
      exp: user[9],
      accepted_personal_data: user[10],
      accepted_apartment_lottery: user[11],
      is_new: now.getTime() - createdAt.getTime() < 86_400_000,
    };
  return { id, role, first_name: firstName, last_name: lastName, email, avatar, student: student || null };
}

async function balance({ query, userId }: RawRequest) {
  const [p] = await query(SQL.profile, [userId]);
  if (!p) throw new HttpError(404);
  return {
    balance: { exp: p[1], umcoins: p[3], medals: p[4], keys: p[5], bonuses: p[6] },
    limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
  };
}

const lessonTiming = (r: Row) => ({ startAt: r[9], durationMinutes: r[10], videoUrl: r[11], withoutVideo: r[13] });

async function timetable({ query, userId, search, now, refs }: RawRequest) {
  const month = zonedMonth(Number(search.get('year')), Number(search.get('month')), TIME_ZONE);
  const owned = await query(SQL.owned, [userId, now, now]);
  if (owned.length === 0) return [];
  const { classTypes } = refs;
  const classTypeOf = new Map(owned.map((r) => [r[5] as number, r[9] as number]));
  const rows = await query(SQL.lessonsBetween, [userId, owned.map((r) => r[0]), month.start, month.end]);
  const days: { day: string; items: unknown[] }[] = [];
  for (const r of rows) {
    const id = classTypeOf.get(r[2]) ?? 0;
    const type = classTypes.get(id);
    const item = {
      kind: 'lesson',
      id: r[0],
      title: r[5],
      class_type: { id, title: type?.title ?? '' },
      class_type_color: type?.color ?? { base: '', toxic: '' },
      time: formatZonedTime(r[9], TIME_ZONE),
      start_datetime: r[9].toISOString(),
      is_viewed: r[21] ?? false,
      is_live: isLiveAt(lessonTiming(r), now),
      product_type_id: r[2],
    };
    const day = formatZonedDay(r[9], TIME_ZONE);
    if (days.at(-1)?.day === day) days.at(-1)!.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

async function lessons({ query, userId, search, now, refs }: RawRequest) {
  const productType = Number(search.get('product_type'));
  const owned = await query(SQL.ownedOfType, [userId, now, now, productType]);
  if (owned.length === 0) throw new HttpError(404);
  const { classTypes } = refs;
  const productTypes = new Map(owned.map((r) => [r[5] as number, r]));
  const limit = Number(search.get('limit') ?? 20);
  const offset = Number(search.get('offset') ?? 0);
  const page = await query(SQL.lessonsPage, [userId, owned.map((r) => r[0]), limit, offset]);
  const homework = page.length === 0 ? [] : await query(SQL.homework, [userId, unique(page.map((r) => r[0]))]);
  const homeworkOf = new Map(homework.map((h) => [h[1], { status: h[6], submission_id: h[5] }]));
  const results = page.map((r) => {
    const type = productTypes.get(r[2])!;
    const classType = classTypes.get(type[9]);
    const [viewedOffline, viewedOnline, viewed] = [r[19] ?? 0, r[20] ?? 0, r[21] ?? false];
    return {
      id: r[0],
      title: r[5],
      lesson_number: r[7],
      start_datetime: r[9].toISOString(),
      duration_minutes: r[10],
      video: r[13] ? null : r[11],
      video_length: r[12] ?? r[22],
      viewed,
      is_live: isLiveAt(lessonTiming(r), now),
      is_available: !r[15],
      is_preparing: r[15],
      always_open: r[14],
      without_video: r[13],
      started_and_not_finished_view: !viewed && viewedOffline + viewedOnline > 0,
      lesson_tag: r[16] ? { title: r[16], color: r[17] ?? 'gray' } : null,
      lesson_type: r[8] === 'PRACTICE' ? 'PRACTICE' : 'THEORY',
      sys_course_type: type[11],
      product_type_id: r[2],
      class_type: { id: type[9], title: classType?.title ?? '', color: classType?.color ?? { base: '', toxic: '' } },
      homework: homeworkOf.get(r[0]) ?? null,
      view: { viewed_offline: viewedOffline, viewed_online: viewedOnline },
    };
  });
  return { count: page.length > 0 ? Number(page[0]![23]) : 0, results };
}

export const handlers: Record<HotRead, (request: RawRequest) => Promise<unknown>> = {
  verify,
  balance,
  timetable,
  lessons,
  cart,
  catalog,
};
