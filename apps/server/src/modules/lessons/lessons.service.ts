import type { Lesson, LessonDetail, Material, QueryOf, SubLesson, contract } from '@school/contract';
import { gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { zonedDay } from '../../lib/zoned-time.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { cachedClassTypes } from '../core/core.service.js';
import {
  lessonContext,
  listOwnedProducts,
  ownsProduct,
  type ProductTypeInfo,
  type ProductTypeProgress,
  type ProgressSource,
} from '../courses/courses.service.js';
import { lessonHomework, statusesOfLessons } from '../homework/homework.service.js';
import { presentCard, presentDetail, type ClassTypeRef } from './lesson-present.js';
import * as repo from './lessons.repo.js';
import { lessonSubmissions } from './lessons.schema.js';

export type { LessonRow, LessonWithView } from './lessons.repo.js';
export { isLiveAt } from './lesson-present.js';

// Another student's lesson is answered exactly like a missing one: ids are not confirmed to strangers.
export const lessonNotFound = () => notFound('Урок не найден.');

async function classTypesById(db: Tx): Promise<Map<number, ClassTypeRef>> {
  return new Map((await cachedClassTypes(db)).map((type) => [type.id, type]));
}

/** Cards for lessons the student may open: their homework in one batched query. */
async function presentCards(
  db: Tx,
  studentId: number,
  rows: repo.LessonWithView[],
  productTypes: Map<number, ProductTypeInfo>,
  classTypes: Map<number, ClassTypeRef>,
  now: Date,
): Promise<Lesson[]> {
  if (rows.length === 0) return [];
  const homework = await statusesOfLessons(
    db,
    studentId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const productType = productTypes.get(row.productTypeId);
    if (!productType) throw new Error(`product type ${row.productTypeId} of lesson ${row.id} not loaded`);
    const classType = classTypes.get(productType.classTypeId);
    return presentCard(row, { productType, classType, homework: homework.get(row.id), accessible: true }, now);
  });
}

const typesOf = (owned: { productType: ProductTypeInfo }[]) =>
  new Map(owned.map(({ productType }) => [productType.id, productType]));

type ListQuery = QueryOf<typeof contract.lessons.list>;

/** `GET /v3/lessons/`: lessons of one product type the student owns now, by number. */
export async function listLessons(db: Tx, studentId: number, query: ListQuery, now: Date) {
  const [owned, classTypes] = await concurrently(
    db,
    () => listOwnedProducts(db, studentId, now, query.productType),
    () => classTypesById(db),
  );
  if (owned.length === 0) throw notFound('Курс не найден.');
  const page = await repo.listPageWithViews(db, studentId, {
    productIds: owned.map((product) => product.productId),
    mgMonthId: query.mgMonths,
    limit: query.limit,
    offset: query.offset,
  });
  return { count: page.count, results: await presentCards(db, studentId, page.rows, typesOf(owned), classTypes, now) };
}

/** Published lessons the student owns now, at most `limit` (the demo's watch history). */
export async function ownedLessonIds(db: Tx, studentId: number, now: Date, limit: number): Promise<number[]> {
  const owned = await listOwnedProducts(db, studentId, now);
  return repo.publishedLessonIds(
    db,
    owned.map((product) => product.productId),
    limit,
  );
}

/** `GET /lessons/today/`: the student's lessons starting today in the deployment's time zone. */
export async function todayLessons(db: Tx, studentId: number, now: Date, timeZone: string): Promise<Lesson[]> {
  const [owned, classTypes] = await concurrently(
    db,
    () => listOwnedProducts(db, studentId, now),
    () => classTypesById(db),
  );
  const day = zonedDay(now, timeZone);
  const ids = owned.map((product) => product.productId);
  const rows = await repo.listStartingBetween(db, studentId, ids, day.start, day.end);
  return presentCards(db, studentId, rows, typesOf(owned), classTypes, now);
}

/** Lessons of these (owned) products starting in [from, to), with the student's views. */
export const lessonsStartingBetween = repo.listStartingBetween;
/** Ids, titles and timing of the lessons of these products (the schedule's homework items, the homework list). */
export const lessonRefsOfProducts = repo.listRefsOfProducts;
/** A lesson by id, without any access check (the homework checker's pages). */
export const findLesson = repo.findLessonRow;
/** Lessons by id and lessons of every product in a time window, without access checks (chat moderation). */
export const findLessons = repo.findLessonRows;
export const allLessonsStartingBetween = repo.listAllStartingBetween;

/**
 * Whether a user may use a lesson: staff the contract lets in (chat moderators) always; a student
 * who owns its product now, or — where `byLink` allows — who opened its access link before; never
 * a draft (issue 16: a student does not see a half-made lesson).
 */
export async function mayUse(db: Tx, user: AuthUser, lesson: repo.LessonRow, now: Date, byLink: boolean) {
  if (user.role !== 'STUDENT_ROLE') return true;
  if (!lesson.isPublished) return false;
  if (await ownsProduct(db, user.id, lesson.productId, now)) return true;
  return byLink && repo.hasOpenedByLink(db, user.id, lesson.id);
}

/** The lesson if the user may use it (see `mayUse`), else the same 404 as a missing lesson. */
export async function requireLesson(db: Tx, user: AuthUser, id: number, now: Date, byLink = true) {
  const lesson = await repo.findLessonRow(db, id);
  if (!lesson || !(await mayUse(db, user, lesson, now, byLink))) throw lessonNotFound();
  return lesson;
}

async function presentLessonDetail(
  db: Tx,
  user: AuthUser,
  row: repo.LessonWithView & { feedbackScore: number | null },
  openedByAccessLink: boolean,
  now: Date,
): Promise<LessonDetail> {
  const [context, homework, classTypes] = await concurrently(
    db,
    () => lessonContext(db, row),
    () => statusesOfLessons(db, user.id, [row.id]),
    () => classTypesById(db),
  );
  return presentDetail(
    row,
    {
      ...context,
      classType: classTypes.get(context.productType.classTypeId),
      homework: homework.get(row.id),
      accessible: true,
      openedByAccessLink,
      feedbackScore: row.feedbackScore,
    },
    now,
  );
}

/** `GET /v2/lessons/:id/`: a student reads only lessons of products owned now; moderators any. */
export async function lessonById(db: Tx, user: AuthUser, id: number, now: Date): Promise<LessonDetail> {
  const row = await repo.findWithView(db, user.id, { id });
  if (!row || !(await mayUse(db, user, row, now, false))) throw lessonNotFound();
  return presentLessonDetail(db, user, row, false, now);
}

/** `GET /lessons/access/:hash/`: anyone with the link (spec 3 §2); the open is remembered. */
export async function lessonByHash(db: Tx, user: AuthUser, hash: string, now: Date): Promise<LessonDetail> {
  const row = await repo.findWithView(db, user.id, { hash });
  // A draft's link opens for nobody but staff (issue 16).
  if (!row || (!row.isPublished && user.role === 'STUDENT_ROLE')) throw lessonNotFound();
  await repo.recordAccessOpen(db, user.id, row.id, now);
  return presentLessonDetail(db, user, row, true, now);
}

export async function lessonMaterials(db: Tx, user: AuthUser, id: number, now: Date) {
  await requireLesson(db, user, id, now);
  const rows = await repo.listMaterialRows(db, id);
  const results: Material[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    kind: row.kind as Material['kind'],
  }));
  return { results };
}

export async function lessonSubLessons(db: Tx, user: AuthUser, id: number, now: Date) {
  await requireLesson(db, user, id, now);
  const rows = await repo.listSubLessonRows(db, id);
  const results: SubLesson[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    video: row.videoUrl,
    videoLength: row.videoLength,
  }));
  return { results };
}

export async function lessonHomeworkProgress(db: Tx, user: AuthUser, id: number, now: Date) {
  await requireLesson(db, user, id, now);
  return lessonHomework(db, user.id, id);
}

/** Progress per product type for `GET /products/my/new/` (courses asks through this). */
export function progressSource(db: Tx, studentId: number, now: Date): ProgressSource {
  return async (productIdsByType) => {
    const ids = [...productIdsByType.values()].flat();
    const [counts, next] = await concurrently(
      db,
      () => repo.countByProductType(db, studentId, ids),
      () => repo.listNextByProductType(db, ids, now),
    );
    const result = new Map<number, ProductTypeProgress>();
    for (const typeId of productIdsByType.keys()) {
      const total = counts.find((row) => row.productTypeId === typeId);
      const lesson = next.find((row) => row.productTypeId === typeId);
      result.set(typeId, {
        lessonsTotal: total?.total ?? 0,
        lessonsViewed: total?.viewed ?? 0,
        nextLesson: lesson ? { id: lesson.id, title: lesson.title, startDatetime: lesson.startAt.toISOString() } : null,
      });
    }
    return result;
  };
}

// For demo data and test factories.
export const createLesson = repo.insertLesson;
export const addSubLesson = repo.insertSubLesson;
export const addMaterial = repo.insertMaterial;
export type { NewLesson } from './lessons.repo.js';
/** The individual program's plan: lessons the student has not watched yet. */
export { listUnwatchedLessons } from './plan-lessons.repo.js';

/**
 * The staff dashboard (docs/staff-dashboard.md): per day of `timeZone` since `from`, the lessons
 * watched — a student and a lesson with watch time reported that day, counted once.
 */
export async function dailyLessonsWatched(db: Tx, from: Date, timeZone: string) {
  const s = lessonSubmissions;
  return db
    .select({
      day: sql<string>`to_char(${s.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(distinct (${s.studentId}, ${s.lessonId}))`.mapWith(Number),
    })
    .from(s)
    .where(gte(s.createdAt, from))
    .groupBy(sql`1`);
}
