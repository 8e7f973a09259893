import { and, asc, count, eq, gt, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  lessonAccessOpens,
  lessonFeedback,
  lessonMaterials,
  lessons,
  lessonViews,
  subLessons,
} from './lessons.schema.js';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;
export type SubLessonRow = typeof subLessons.$inferSelect;
export type MaterialRow = typeof lessonMaterials.$inferSelect;

/** A lesson with the student's view of it (null view columns when the student never watched). */
export interface LessonWithView extends LessonRow {
  viewedOffline: number | null;
  viewedOnline: number | null;
  viewed: boolean | null;
  /** The length this student's player reported (docs/domain.md "Video length"). */
  reportedVideoLength: number | null;
}

const withViewColumns = {
  id: lessons.id,
  productId: lessons.productId,
  productTypeId: lessons.productTypeId,
  mgMonthId: lessons.mgMonthId,
  teacherId: lessons.teacherId,
  title: lessons.title,
  description: lessons.description,
  lessonNumber: lessons.lessonNumber,
  kind: lessons.kind,
  startAt: lessons.startAt,
  durationMinutes: lessons.durationMinutes,
  videoUrl: lessons.videoUrl,
  videoLength: lessons.videoLength,
  withoutVideo: lessons.withoutVideo,
  alwaysOpen: lessons.alwaysOpen,
  isPreparing: lessons.isPreparing,
  tagTitle: lessons.tagTitle,
  tagColor: lessons.tagColor,
  accessHash: lessons.accessHash,
  isPublished: lessons.isPublished,
  viewedOffline: lessonViews.viewedOffline,
  viewedOnline: lessonViews.viewedOnline,
  viewed: lessonViews.viewed,
  reportedVideoLength: lessonViews.reportedVideoLength,
};

/** This student's view of the lesson, found by its (student_id, lesson_id) key. */
const viewOf = (studentId: number | Placeholder) =>
  and(eq(lessonViews.lessonId, lessons.id), eq(lessonViews.studentId, studentId));

const ofProducts = sql`${lessons.productId} = any(${sql.placeholder('productIds')})`;

/**
 * Issue 16: a draft (a lesson staff are still making) is in no student's list. The condition rides
 * along the (product_id, start_at) / (product_type_id, start_at) index scans: no index of its own.
 */
export const published = eq(lessons.isPublished, true);

function pageQuery(db: Tx, name: string, byMonth: boolean) {
  return db
    .select({ ...withViewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(lessons)
    .leftJoin(lessonViews, viewOf(sql.placeholder('studentId')))
    .where(and(ofProducts, published, byMonth ? eq(lessons.mgMonthId, sql.placeholder('mgMonthId')) : undefined))
    .orderBy(asc(lessons.lessonNumber), asc(lessons.startAt), asc(lessons.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const startingBetweenQuery = (db: Tx) =>
  db
    .select(withViewColumns)
    .from(lessons)
    .leftJoin(lessonViews, viewOf(sql.placeholder('studentId')))
    .where(
      and(
        ofProducts,
        published,
        gte(lessons.startAt, sql.placeholder('from')),
        lt(lessons.startAt, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(lessons.startAt), asc(lessons.id))
    .prepare('lessons_starting_between');

/**
 * One page of the lessons of these products by lesson number, with the total in the same query
 * (a window count); the lessons are found by the (product_id, start_at) index.
 */
export async function listPageWithViews(
  db: Tx,
  studentId: number,
  filter: { productIds: number[]; mgMonthId?: number; limit: number; offset: number },
): Promise<{ count: number; rows: LessonWithView[] }> {
  if (filter.productIds.length === 0) return { count: 0, rows: [] };
  const byMonth = filter.mgMonthId !== undefined;
  const name = byMonth ? 'lessons_page_of_month' : 'lessons_page';
  const rows = await prepared(db, name, (d) => pageQuery(d, name, byMonth)).execute({ studentId, ...filter });
  if (rows.length > 0) return { count: rows[0]!.total, rows };
  // A page past the end has no row to carry the total.
  const where = and(
    inArray(lessons.productId, filter.productIds),
    published,
    byMonth ? eq(lessons.mgMonthId, filter.mgMonthId!) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(lessons).where(where);
  return { count: total?.n ?? 0, rows: [] };
}

/** The first published lessons of these products, by id. */
export async function publishedLessonIds(db: Tx, productIds: number[], limit: number): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inArray(lessons.productId, productIds), published))
    .orderBy(asc(lessons.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Lessons of these products starting in [from, to), by start (today's lessons, the timetable). */
export function listStartingBetween(
  db: Tx,
  studentId: number,
  productIds: number[],
  from: Date,
  to: Date,
): Promise<LessonWithView[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'lessons_starting_between', startingBetweenQuery).execute({ studentId, productIds, from, to });
}

/** A lesson with the student's view and feedback score, by id or by access hash (drafts too: the service decides). */
export async function findWithView(
  db: Tx,
  studentId: number,
  by: { id: number } | { hash: string },
): Promise<(LessonWithView & { feedbackScore: number | null }) | undefined> {
  const where: SQL = 'id' in by ? eq(lessons.id, by.id) : eq(lessons.accessHash, by.hash);
  const [row] = await db
    .select({ ...withViewColumns, feedbackScore: lessonFeedback.score })
    .from(lessons)
    .leftJoin(lessonViews, viewOf(studentId))
    .leftJoin(lessonFeedback, and(eq(lessonFeedback.lessonId, lessons.id), eq(lessonFeedback.studentId, studentId)))
    .where(where)
    .limit(1);
  return row;
}

export function findLessonRow(db: Tx, id: number): Promise<LessonRow | undefined> {
  return db.query.lessons.findFirst({ where: eq(lessons.id, id) });
}

/** Every product's lessons starting in [from, to), by start (the chat moderator's lessons); at most `limit`. */
export function listAllStartingBetween(db: Tx, from: Date, to: Date, limit: number): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(and(gte(lessons.startAt, from), lt(lessons.startAt, to)))
    .orderBy(asc(lessons.startAt), asc(lessons.id))
    .limit(limit);
}

/** Several lessons by id (titles for lists of other modules). */
export function findLessonRows(db: Tx, ids: number[]): Promise<LessonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(lessons).where(inArray(lessons.id, ids));
}

/** Ids, products and starts of the lessons of these products (the schedule's homework items). */
export function listRefsOfProducts(db: Tx, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      productTypeId: lessons.productTypeId,
      startAt: lessons.startAt,
      alwaysOpen: lessons.alwaysOpen,
      isPreparing: lessons.isPreparing,
    })
    .from(lessons)
    .where(and(inArray(lessons.productId, productIds), published));
}

/** Per product type: lessons of these products and how many of them the student has viewed. */
export function countByProductType(db: Tx, studentId: number, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      productTypeId: lessons.productTypeId,
      total: count(),
      viewed: sql<number>`count(*) filter (where ${lessonViews.viewed})`.mapWith(Number),
    })
    .from(lessons)
    .leftJoin(lessonViews, viewOf(studentId))
    .where(and(inArray(lessons.productId, productIds), published))
    .groupBy(lessons.productTypeId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Per product type, the first lesson not over yet (live now or to come). */
export function listNextByProductType(db: Tx, productIds: number[], now: Date) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([lessons.productTypeId], {
      productTypeId: lessons.productTypeId,
      id: lessons.id,
      title: lessons.title,
      startAt: lessons.startAt,
    })
    .from(lessons)
    .where(
      and(
        inArray(lessons.productId, productIds),
        published,
        // A lesson lasts less than a day: the bound keeps the scan on the start index.
        gt(lessons.startAt, new Date(now.getTime() - DAY_MS)),
        sql`${lessons.startAt} + ${lessons.durationMinutes} * interval '1 minute' > ${now}`,
      ),
    )
    .orderBy(asc(lessons.productTypeId), asc(lessons.startAt), asc(lessons.id));
}

export function listMaterialRows(db: Tx, lessonId: number): Promise<MaterialRow[]> {
  return db
    .select()
    .from(lessonMaterials)
    .where(eq(lessonMaterials.lessonId, lessonId))
    .orderBy(asc(lessonMaterials.position), asc(lessonMaterials.id));
}

export function listSubLessonRows(db: Tx, lessonId: number): Promise<SubLessonRow[]> {
  return db
    .select()
    .from(subLessons)
    .where(eq(subLessons.lessonId, lessonId))
    .orderBy(asc(subLessons.position), asc(subLessons.id));
}

/** Remembers the first time a user opened the lesson through its access link. */
export async function recordAccessOpen(db: Tx, userId: number, lessonId: number, now: Date): Promise<void> {
  await db.insert(lessonAccessOpens).values({ userId, lessonId, openedAt: now }).onConflictDoNothing();
}

export async function hasOpenedByLink(db: Tx, userId: number, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(lessonAccessOpens)
    .where(and(eq(lessonAccessOpens.userId, userId), eq(lessonAccessOpens.lessonId, lessonId)))
    .limit(1);
  return Boolean(row);
}

export async function insertLesson(db: Tx, values: NewLesson): Promise<LessonRow> {
  const [row] = await db.insert(lessons).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertSubLesson(db: Tx, values: typeof subLessons.$inferInsert): Promise<void> {
  await db.insert(subLessons).values(values);
}

export async function insertMaterial(db: Tx, values: typeof lessonMaterials.$inferInsert): Promise<void> {
  await db.insert(lessonMaterials).values(values);
}

/** Stores the lesson's trusted length while it is unknown; answers the stored length either way. */
export async function setTrustedVideoLength(db: Tx, lessonId: number, videoLength: number): Promise<number | null> {
  const [updated] = await db
    .update(lessons)
    .set({ videoLength })
    .where(and(eq(lessons.id, lessonId), sql`${lessons.videoLength} is null`))
    .returning({ videoLength: lessons.videoLength });
  if (updated) return updated.videoLength;
  const row = await findLessonRow(db, lessonId);
  return row?.videoLength ?? null;
}
