import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
// The content area edits the tables of core, courses and lessons: it takes them from the schema
// index like a migration would (docs/staff-content.md "Where the code lives").
import {
  classTypes,
  classTypeYears,
  classYears,
  courseTypes,
  lessonMaterials,
  lessons,
  mgMonths,
  products,
  productTypes,
  subLessons,
} from '../../db/schema.js';

export type SubjectRow = typeof classTypes.$inferSelect;
export type CourseRow = typeof productTypes.$inferSelect;
export type NewCourseRow = typeof productTypes.$inferInsert;
export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
export type MaterialRow = typeof lessonMaterials.$inferSelect;
export type SubLessonRow = typeof subLessons.$inferSelect;

const contains = (column: Parameters<typeof ilike>[0], text: string) => ilike(column, `%${likeEscape(text)}%`);

// ---- class years

export const listClassYears = (db: Tx) => db.select().from(classYears).orderBy(asc(classYears.value));

export async function insertClassYear(db: Tx, values: typeof classYears.$inferInsert) {
  const [row] = await db.insert(classYears).values(values).onConflictDoNothing().returning();
  return row;
}

export async function existingClassYearIds(db: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: classYears.id }).from(classYears).where(inArray(classYears.id, ids));
  return rows.map((row) => row.id);
}

// ---- subjects

export async function listSubjects(db: Tx, filter: { search?: string; limit: number; offset: number }) {
  const where = filter.search ? contains(classTypes.title, filter.search) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(classTypes)
      .where(where)
      .orderBy(asc(classTypes.sortOrder), asc(classTypes.title), asc(classTypes.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(classTypes).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export const findSubject = (db: Tx, id: number) => db.query.classTypes.findFirst({ where: eq(classTypes.id, id) });

export async function findSubjectByTitle(db: Tx, title: string) {
  return db.query.classTypes.findFirst({ where: ilike(classTypes.title, likeEscape(title)) });
}

export async function yearsOfSubjects(db: Tx, ids: number[]): Promise<Map<number, number[]>> {
  const years = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return years;
  const rows = await db
    .select({ classTypeId: classTypeYears.classTypeId, classYearId: classTypeYears.classYearId })
    .from(classTypeYears)
    .innerJoin(classYears, eq(classYears.id, classTypeYears.classYearId))
    .where(inArray(classTypeYears.classTypeId, ids))
    .orderBy(asc(classYears.value));
  for (const row of rows) years.get(row.classTypeId)?.push(row.classYearId);
  return years;
}

export async function insertSubject(db: Tx, values: typeof classTypes.$inferInsert): Promise<SubjectRow> {
  const [row] = await db.insert(classTypes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSubject(db: Tx, id: number, values: Partial<typeof classTypes.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(classTypes).set(values).where(eq(classTypes.id, id));
}

export async function replaceSubjectYears(db: Tx, id: number, yearIds: number[]): Promise<void> {
  await db.delete(classTypeYears).where(eq(classTypeYears.classTypeId, id));
  if (yearIds.length > 0) {
    await db.insert(classTypeYears).values(yearIds.map((classYearId) => ({ classTypeId: id, classYearId })));
  }
}

// ---- courses

export const listCourseTypes = (db: Tx) => db.select().from(courseTypes).orderBy(asc(courseTypes.id));
export const findCourseTypeByCode = (db: Tx, code: string) =>
  db.query.courseTypes.findFirst({ where: eq(courseTypes.code, code) });

const courseColumns = {
  id: productTypes.id,
  title: productTypes.title,
  type: productTypes.type,
  kind: productTypes.kind,
  description: productTypes.description,
  classTypeId: classTypes.id,
  classTypeTitle: classTypes.title,
  classYearId: classYears.id,
  classYearTitle: classYears.title,
  courseTypeId: courseTypes.id,
  courseTypeCode: courseTypes.code,
  courseTypeTitle: courseTypes.title,
};
export type CourseListRow = { [K in keyof typeof courseColumns]: (typeof courseColumns)[K]['_']['data'] };

function coursesFrom(db: Tx, where: SQL | undefined) {
  return db
    .select(courseColumns)
    .from(productTypes)
    .innerJoin(classTypes, eq(classTypes.id, productTypes.classTypeId))
    .innerJoin(classYears, eq(classYears.id, productTypes.classYearId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(where);
}

const COURSE_ORDER = {
  title: [asc(productTypes.title), asc(productTypes.id)],
  '-title': [desc(productTypes.title), desc(productTypes.id)],
  id: [asc(productTypes.id)],
  '-id': [desc(productTypes.id)],
} as const;

/** Filtered by subject on `product_types_class_idx`; ordered by id (the key) or title. */
export async function listCourses(
  db: Tx,
  filter: { classType?: number; search?: string; ordering: keyof typeof COURSE_ORDER; limit: number; offset: number },
): Promise<{ count: number; rows: CourseListRow[] }> {
  const where = and(
    filter.classType ? eq(productTypes.classTypeId, filter.classType) : undefined,
    filter.search ? contains(productTypes.title, filter.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    coursesFrom(db, where)
      .orderBy(...COURSE_ORDER[filter.ordering])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(productTypes).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findCourse(db: Tx, id: number): Promise<CourseListRow | undefined> {
  const [row] = await coursesFrom(db, eq(productTypes.id, id)).limit(1);
  return row;
}

export const findCourseRow = (db: Tx, id: number) =>
  db.query.productTypes.findFirst({ where: eq(productTypes.id, id) });

export async function insertCourse(db: Tx, values: typeof productTypes.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(productTypes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCourse(db: Tx, id: number, values: Partial<typeof productTypes.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(productTypes).set(values).where(eq(productTypes.id, id));
}

export const listMonths = (db: Tx, courseId: number) =>
  db.select().from(mgMonths).where(eq(mgMonths.productTypeId, courseId)).orderBy(asc(mgMonths.month));

export async function insertMonth(db: Tx, values: typeof mgMonths.$inferInsert) {
  const [row] = await db.insert(mgMonths).values(values).onConflictDoNothing().returning();
  return row;
}

/** The month's row, locked: a rename or delete and a check of its lessons see the same row. */
export async function lockMonth(db: Tx, id: number) {
  const [row] = await db.select().from(mgMonths).where(eq(mgMonths.id, id)).for('update');
  return row;
}

export async function updateMonth(db: Tx, id: number, values: Pick<typeof mgMonths.$inferInsert, 'title'>) {
  await db.update(mgMonths).set(values).where(eq(mgMonths.id, id));
}

/** Lessons and products planned or sold by the month (neither has an index on the month: a rare staff action). */
export async function monthUsage(db: Tx, id: number): Promise<{ lessons: number; products: number }> {
  const [lessonRows] = await db.select({ n: count() }).from(lessons).where(eq(lessons.mgMonthId, id));
  const [productRows] = await db.select({ n: count() }).from(products).where(eq(products.mgMonthId, id));
  return { lessons: lessonRows?.n ?? 0, products: productRows?.n ?? 0 };
}

export async function deleteMonth(db: Tx, id: number): Promise<void> {
  await db.delete(mgMonths).where(eq(mgMonths.id, id));
}

export const listProductsOfCourse = (db: Tx, courseId: number) =>
  db
    .select({
      id: products.id,
      title: products.title,
      mgMonthId: products.mgMonthId,
      startDate: products.startDate,
      endDate: products.endDate,
    })
    .from(products)
    .where(eq(products.productTypeId, courseId))
    .orderBy(asc(products.startDate), asc(products.id));

export const findProduct = (db: Tx, id: number) => db.query.products.findFirst({ where: eq(products.id, id) });

// ---- lessons

const LESSON_ORDER = {
  start: [asc(lessons.startAt), asc(lessons.id)],
  '-start': [desc(lessons.startAt), desc(lessons.id)],
  number: [asc(lessons.lessonNumber), asc(lessons.startAt), asc(lessons.id)],
  '-number': [desc(lessons.lessonNumber), desc(lessons.startAt), desc(lessons.id)],
} as const;

/**
 * Drafts included. A course's lessons come by `lessons_product_type_start_idx`, a product's by
 * `lessons_product_start_idx`, all of them by start on `lessons_start_idx`.
 */
export async function listLessons(
  db: Tx,
  filter: {
    course?: number;
    product?: number;
    search?: string;
    ordering: keyof typeof LESSON_ORDER;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: LessonRow[] }> {
  const where = and(
    filter.course ? eq(lessons.productTypeId, filter.course) : undefined,
    filter.product ? eq(lessons.productId, filter.product) : undefined,
    filter.search ? contains(lessons.title, filter.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lessons)
      .where(where)
      .orderBy(...LESSON_ORDER[filter.ordering])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(lessons).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export const findLesson = (db: Tx, id: number) => db.query.lessons.findFirst({ where: eq(lessons.id, id) });

export async function lockLesson(db: Tx, id: number): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
  return row;
}

export async function insertLesson(db: Tx, values: NewLessonRow): Promise<LessonRow> {
  const [row] = await db.insert(lessons).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateLesson(db: Tx, id: number, values: Partial<NewLessonRow>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(lessons).set(values).where(eq(lessons.id, id));
}

export const listMaterials = (db: Tx, lessonId: number) =>
  db
    .select()
    .from(lessonMaterials)
    .where(eq(lessonMaterials.lessonId, lessonId))
    .orderBy(asc(lessonMaterials.position), asc(lessonMaterials.id));

export const listSubLessons = (db: Tx, lessonId: number) =>
  db
    .select()
    .from(subLessons)
    .where(eq(subLessons.lessonId, lessonId))
    .orderBy(asc(subLessons.position), asc(subLessons.id));

export async function replaceMaterials(
  db: Tx,
  lessonId: number,
  items: { title: string; url: string; kind: string }[],
): Promise<void> {
  await db.delete(lessonMaterials).where(eq(lessonMaterials.lessonId, lessonId));
  if (items.length === 0) return;
  await db.insert(lessonMaterials).values(items.map((item, position) => ({ ...item, lessonId, position })));
}

export async function replaceSubLessons(
  db: Tx,
  lessonId: number,
  items: { title: string; videoUrl: string }[],
): Promise<void> {
  await db.delete(subLessons).where(eq(subLessons.lessonId, lessonId));
  if (items.length === 0) return;
  await db.insert(subLessons).values(items.map((item, position) => ({ ...item, lessonId, position })));
}
