import type { QueryOf, TimetableDay, TimetableHomework, TimetableLesson, contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { formatZonedDay, formatZonedTime, zonedMonth } from '../../lib/zoned-time.js';
import { cachedClassTypes } from '../core/core.service.js';
import { listOwnedProducts } from '../courses/courses.service.js';
import { dueBetween } from '../homework/homework.service.js';
import { isLiveAt, lessonRefsOfProducts, lessonsStartingBetween } from '../lessons/lessons.service.js';
import { studentTutoringLessons } from '../tutoring/tutoring.service.js';

type TimetableQuery = QueryOf<typeof contract.schedule.timetable>;
type Item = TimetableLesson | TimetableHomework;

/** Items in time order grouped by their day in the zone; days without items are left out. */
function byDay(items: { at: Date; item: Item }[], timeZone: string): TimetableDay[] {
  const days: TimetableDay[] = [];
  for (const { at, item } of [...items].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const day = formatZonedDay(at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/**
 * One-to-one tutoring lessons in the month (issue 12): `individual` carries the call link that
 * 'Connect' opens when live or within 10 minutes of the start (spec 2 §4 "Individual lessons").
 */
async function tutoringItems(
  db: Tx,
  studentId: number,
  month: { start: Date; end: Date },
  now: Date,
  timeZone: string,
): Promise<{ at: Date; item: Item }[]> {
  const lessons = await studentTutoringLessons(db, studentId, month.start, month.end, now);
  if (lessons.length === 0) return [];
  const classTypes = new Map((await cachedClassTypes(db)).map((type) => [type.id, type]));
  return lessons.map((lesson) => {
    const type = lesson.classTypeId === null ? undefined : classTypes.get(lesson.classTypeId);
    return {
      at: lesson.startsAt,
      item: {
        kind: 'lesson' as const,
        id: lesson.id,
        title: `Индивидуальное занятие · ${lesson.tutorName}`,
        classType: { id: type?.id ?? 0, title: type?.title ?? 'Индивидуальное занятие' },
        classTypeColor: type?.color ?? { base: '', toxic: '' },
        time: formatZonedTime(lesson.startsAt, timeZone),
        startDatetime: lesson.startsAt.toISOString(),
        isViewed: lesson.status === 'PASSED',
        isLive: lesson.startsAt <= now && now < lesson.endsAt,
        productTypeId: 0,
        individual: {
          tutorName: lesson.tutorName,
          callUrl: lesson.callUrl,
          status: lesson.status,
          endsAt: lesson.endsAt.toISOString(),
        },
      },
    };
  });
}

/**
 * `GET /students/timetable/` (spec 2 §2 Calendar sheet, §3): one month, in the deployment's time
 * zone, of the lessons of products the student owns now, or of their homework on its deadline day.
 */
export async function timetable(
  db: Tx,
  studentId: number,
  query: TimetableQuery,
  now: Date,
  timeZone: string,
): Promise<TimetableDay[]> {
  const month = zonedMonth(query.year, query.month, timeZone);
  const [owned, classTypeList] = await Promise.all([listOwnedProducts(db, studentId, now), cachedClassTypes(db)]);
  const tutoring = query.type === 'lesson' ? await tutoringItems(db, studentId, month, now, timeZone) : [];
  if (owned.length === 0) return byDay(tutoring, timeZone);
  const productIds = owned.map((product) => product.productId);
  const classTypeOf = new Map(owned.map(({ productType }) => [productType.id, productType.classTypeId]));
  const classTypes = new Map(classTypeList.map((type) => [type.id, type]));
  const subject = (productTypeId: number) => {
    const id = classTypeOf.get(productTypeId) ?? 0;
    const type = classTypes.get(id);
    return {
      classType: { id, title: type?.title ?? '' },
      classTypeColor: type?.color ?? { base: '', toxic: '' },
    };
  };

  if (query.type === 'lesson') {
    const rows = await lessonsStartingBetween(db, studentId, productIds, month.start, month.end);
    const items = rows.map((row) => ({
      at: row.startAt,
      item: {
        kind: 'lesson' as const,
        id: row.id,
        title: row.title,
        ...subject(row.productTypeId),
        time: formatZonedTime(row.startAt, timeZone),
        startDatetime: row.startAt.toISOString(),
        isViewed: row.viewed ?? false,
        isLive: isLiveAt(row, now),
        productTypeId: row.productTypeId,
      },
    }));
    return byDay([...items, ...tutoring], timeZone);
  }

  const lessons = new Map((await lessonRefsOfProducts(db, productIds)).map((lesson) => [lesson.id, lesson]));
  const due = await dueBetween(db, studentId, [...lessons.keys()], month.start, month.end);
  const items = due.map((homework) => {
    const lesson = lessons.get(homework.lessonId)!;
    // The homework opens with its lesson (spec 2 §4: before the start only an always-open lesson opens).
    const opened = lesson.alwaysOpen || lesson.startAt.getTime() <= now.getTime();
    return {
      at: homework.deadline,
      item: {
        kind: 'homework' as const,
        id: homework.id,
        submissionId: homework.submissionId,
        title: homework.title,
        ...subject(lesson.productTypeId),
        time: formatZonedTime(homework.deadline, timeZone),
        done: homework.done,
        isAvailable: opened && !lesson.isPreparing,
        lessonId: homework.lessonId,
      },
    };
  });
  return byDay(items, timeZone);
}
