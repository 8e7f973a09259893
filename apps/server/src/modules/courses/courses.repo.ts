import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { SysCourseType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courseTypes, mgMonths, products, productTypes, studentProducts, teachers } from './courses.schema.js';

export type CourseTypeRow = typeof courseTypes.$inferSelect;
export type TeacherRow = typeof teachers.$inferSelect;
export type ProductTypeRow = typeof productTypes.$inferSelect;
export type MgMonthRow = typeof mgMonths.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type StudentProductRow = typeof studentProducts.$inferSelect;
export type NewTeacher = typeof teachers.$inferInsert;
export type NewProductType = typeof productTypes.$inferInsert;
export type NewMgMonth = typeof mgMonths.$inferInsert;
export type NewProduct = typeof products.$inferInsert;
export type NewStudentProduct = typeof studentProducts.$inferInsert;

/** A product type with its system course type: what every lesson answer needs of it. */
export interface ProductTypeInfo {
  id: number;
  title: string;
  type: string;
  kind: string;
  classTypeId: number;
  classYearId: number;
  courseType: { code: SysCourseType; title: string };
}

const productTypeInfoColumns = {
  id: productTypes.id,
  title: productTypes.title,
  type: productTypes.type,
  kind: productTypes.kind,
  classTypeId: productTypes.classTypeId,
  classYearId: productTypes.classYearId,
  courseTypeCode: courseTypes.code,
  courseTypeTitle: courseTypes.title,
};

type ProductTypeInfoRow = {
  id: number;
  title: string;
  type: string;
  kind: string;
  classTypeId: number;
  classYearId: number;
  courseTypeCode: string;
  courseTypeTitle: string;
};

const toInfo = ({ courseTypeCode, courseTypeTitle, ...row }: ProductTypeInfoRow): ProductTypeInfo => ({
  ...row,
  courseType: { code: courseTypeCode as SysCourseType, title: courseTypeTitle },
});

/** A product the student owns now, with its product type. */
export interface OwnedProduct {
  productId: number;
  mgMonthId: number | null;
  teacherId: number | null;
  startsAt: Date;
  endsAt: Date;
  productType: ProductTypeInfo;
}

function ownedProductsQuery(db: Tx, name: string, ofType: boolean) {
  return db
    .select({
      productId: products.id,
      mgMonthId: products.mgMonthId,
      teacherId: products.teacherId,
      startsAt: studentProducts.startsAt,
      endsAt: studentProducts.endsAt,
      ...productTypeInfoColumns,
    })
    .from(studentProducts)
    .innerJoin(products, eq(products.id, studentProducts.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(
      and(
        eq(studentProducts.studentId, sql.placeholder('studentId')),
        lte(studentProducts.startsAt, sql.placeholder('now')),
        gt(studentProducts.endsAt, sql.placeholder('now')),
        ofType ? eq(products.productTypeId, sql.placeholder('productTypeId')) : undefined,
      ),
    )
    .orderBy(asc(products.productTypeId), asc(products.startDate), asc(products.id))
    .prepare(name);
}

/**
 * Products the student owns at `now` (starts_at <= now < ends_at), optionally of one product
 * type. One prepared query: student_products by its (student_id, product_id) index, the rest by key.
 */
export async function listOwnedProducts(
  db: Tx,
  studentId: number,
  now: Date,
  productTypeId?: number,
): Promise<OwnedProduct[]> {
  const ofType = productTypeId !== undefined;
  const name = ofType ? 'owned_products_of_type' : 'owned_products';
  const query = prepared(db, name, (d) => ownedProductsQuery(d, name, ofType));
  const rows = await query.execute({ studentId, now, productTypeId });
  return rows.map(({ productId, mgMonthId, teacherId, startsAt, endsAt, ...info }) => ({
    productId,
    mgMonthId,
    teacherId,
    startsAt,
    endsAt,
    productType: toInfo(info),
  }));
}

export async function ownsProduct(db: Tx, studentId: number, productId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: studentProducts.id })
    .from(studentProducts)
    .where(
      and(
        eq(studentProducts.studentId, studentId),
        eq(studentProducts.productId, productId),
        lte(studentProducts.startsAt, now),
        gt(studentProducts.endsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findProductTypeInfos(db: Tx, ids: number[]): Promise<ProductTypeInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productTypeInfoColumns)
    .from(productTypes)
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(inArray(productTypes.id, ids));
  return rows.map(toInfo);
}

export function listProductTypeInfos(db: Tx): Promise<ProductTypeInfo[]> {
  return db
    .select(productTypeInfoColumns)
    .from(productTypes)
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .orderBy(asc(productTypes.id))
    .then((rows) => rows.map(toInfo));
}

export function listCourseTypeRows(db: Tx): Promise<CourseTypeRow[]> {
  return db.select().from(courseTypes).orderBy(asc(courseTypes.id));
}

export async function insertCourseTypes(db: Tx, types: { code: SysCourseType; title: string }[]): Promise<void> {
  await db.insert(courseTypes).values(types).onConflictDoNothing();
}

export function findCourseTypeByCode(db: Tx, code: SysCourseType): Promise<CourseTypeRow | undefined> {
  return db.query.courseTypes.findFirst({ where: eq(courseTypes.code, code) });
}

export function findTeacherRows(db: Tx, ids: number[]): Promise<TeacherRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(teachers).where(inArray(teachers.id, ids));
}

export function findMgMonthRows(db: Tx, ids: number[]): Promise<MgMonthRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(mgMonths).where(inArray(mgMonths.id, ids)).orderBy(asc(mgMonths.month));
}

export function findProductRow(db: Tx, id: number): Promise<ProductRow | undefined> {
  return db.query.products.findFirst({ where: eq(products.id, id) });
}

async function insertOne<T>(rows: T[]): Promise<T> {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const insertTeacher = async (db: Tx, values: NewTeacher) =>
  insertOne(await db.insert(teachers).values(values).returning());
export const insertProductType = async (db: Tx, values: NewProductType) =>
  insertOne(await db.insert(productTypes).values(values).returning());
export const insertMgMonth = async (db: Tx, values: NewMgMonth) =>
  insertOne(await db.insert(mgMonths).values(values).returning());
export const insertProduct = async (db: Tx, values: NewProduct) =>
  insertOne(await db.insert(products).values(values).returning());

/** Grants (or re-grants with new dates) a product to a student. */
export async function upsertStudentProduct(db: Tx, values: NewStudentProduct): Promise<StudentProductRow> {
  const { startsAt, endsAt, source } = values;
  return insertOne(
    await db
      .insert(studentProducts)
      .values(values)
      .onConflictDoUpdate({
        target: [studentProducts.studentId, studentProducts.productId],
        set: { startsAt, endsAt, source },
      })
      .returning(),
  );
}

export async function findProductTypeByTitle(db: Tx, title: string): Promise<ProductTypeRow | undefined> {
  return db.query.productTypes.findFirst({ where: eq(productTypes.title, title) });
}

/**
 * Access bought or given (docs/commerce.md): a new row, or the existing one extended — the end
 * moves to the later of the two, and the start stays unless the old access had already lapsed.
 */
export async function extendStudentProduct(db: Tx, values: NewStudentProduct): Promise<StudentProductRow> {
  return insertOne(
    await db
      .insert(studentProducts)
      .values(values)
      .onConflictDoUpdate({
        target: [studentProducts.studentId, studentProducts.productId],
        set: {
          startsAt: sql`case when ${studentProducts.endsAt} >= excluded.starts_at
            then least(${studentProducts.startsAt}, excluded.starts_at) else excluded.starts_at end`,
          endsAt: sql`greatest(${studentProducts.endsAt}, excluded.ends_at)`,
          source: sql`excluded.source`,
        },
      })
      .returning(),
  );
}

export function findProductRows(db: Tx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.id, ids));
}

/** A product with the student's access to it. */
export interface AccessRow {
  product: ProductRow;
  startsAt: Date;
  endsAt: Date;
}

/** Every access of the student that overlaps [from, to), with its product. */
export async function listAccessBetween(db: Tx, studentId: number, from: Date, to: Date): Promise<AccessRow[]> {
  return db
    .select({ product: products, startsAt: studentProducts.startsAt, endsAt: studentProducts.endsAt })
    .from(studentProducts)
    .innerJoin(products, eq(products.id, studentProducts.productId))
    .where(
      and(eq(studentProducts.studentId, studentId), lt(studentProducts.startsAt, to), gt(studentProducts.endsAt, from)),
    )
    .orderBy(asc(products.startDate), asc(products.id));
}

/** Products of these product types whose period overlaps the days [fromDay, toDay] (YYYY-MM-DD). */
export function listProductsOfTypes(db: Tx, typeIds: number[], fromDay: string, toDay: string): Promise<ProductRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(
      and(inArray(products.productTypeId, typeIds), lte(products.startDate, toDay), gte(products.endDate, fromDay)),
    )
    .orderBy(asc(products.startDate), asc(products.id));
}
