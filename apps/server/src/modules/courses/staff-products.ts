import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { SysCourseType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { courseTypes, mgMonths, products, productTypes, studentProducts, teachers } from './courses.schema.js';

/**
 * The products of the staff console's commerce area (issue 16, docs/staff-commerce.md): the
 * courses module's tables read and written for the console, which calls these (module boundaries).
 */

export type StaffProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export interface StaffProductFilter {
  productType?: number;
  courseType?: SysCourseType;
  search?: string;
  ordering: 'start' | '-start' | 'price' | '-price' | 'id' | '-id';
  limit: number;
  offset: number;
}

/** `%` and `_` typed by staff are letters, not patterns. */

function selectProducts(db: Tx) {
  return db
    .select({
      id: products.id,
      title: products.title,
      startDate: products.startDate,
      endDate: products.endDate,
      price: products.price,
      productTypeId: products.productTypeId,
      productTypeTitle: productTypes.title,
      courseType: courseTypes.code,
      mgMonthId: mgMonths.id,
      mgMonthTitle: mgMonths.title,
      mgMonth: mgMonths.month,
      teacherId: teachers.id,
      teacherName: teachers.fullName,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .leftJoin(mgMonths, eq(mgMonths.id, products.mgMonthId))
    .leftJoin(teachers, eq(teachers.id, products.teacherId));
}

const ORDER = {
  start: [asc(products.startDate), asc(products.id)],
  '-start': [desc(products.startDate), desc(products.id)],
  price: [asc(products.price), asc(products.id)],
  '-price': [desc(products.price), desc(products.id)],
  id: [asc(products.id)],
  '-id': [desc(products.id)],
} as const;

/** One page of products; the product type filter is indexed (products_type_idx). */
export async function staffProductsPage(db: Tx, filter: StaffProductFilter) {
  const conditions: SQL[] = [];
  if (filter.productType) conditions.push(eq(products.productTypeId, filter.productType));
  if (filter.courseType) conditions.push(eq(courseTypes.code, filter.courseType));
  if (filter.search) conditions.push(ilike(products.title, `%${likeEscape(filter.search)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await selectProducts(db)
    .where(where)
    .orderBy(...ORDER[filter.ordering])
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db
    .select({ count: count() })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(where);
  return { count: total?.count ?? 0, rows };
}

export async function findStaffProduct(db: Tx, id: number): Promise<StaffProductRow | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row;
}

/** The plain row, locked for an update in the caller's transaction. */
export async function lockProduct(db: Tx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function updateProductRow(
  db: Tx,
  id: number,
  values: Partial<Pick<typeof products.$inferInsert, 'title' | 'startDate' | 'endDate' | 'price'>>,
): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

/** What the product form chooses from: every product type, master-group month and teacher. */
export async function productFormOptions(db: Tx) {
  const types = await db
    .select({ id: productTypes.id, title: productTypes.title, courseType: courseTypes.code })
    .from(productTypes)
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .orderBy(asc(productTypes.title));
  const months = await db
    .select({ id: mgMonths.id, productTypeId: mgMonths.productTypeId, title: mgMonths.title, month: mgMonths.month })
    .from(mgMonths)
    .orderBy(asc(mgMonths.productTypeId), asc(mgMonths.month));
  const people = await db
    .select({ id: teachers.id, fullName: teachers.fullName })
    .from(teachers)
    .orderBy(asc(teachers.fullName));
  return { productTypes: types, mgMonths: months, teachers: people };
}

export async function findMgMonth(db: Tx, id: number) {
  const [row] = await db.select().from(mgMonths).where(eq(mgMonths.id, id));
  return row;
}

export async function findProductTypeRow(db: Tx, id: number) {
  const [row] = await db.select().from(productTypes).where(eq(productTypes.id, id));
  return row;
}

export async function findTeacherRow(db: Tx, id: number) {
  const [row] = await db.select().from(teachers).where(eq(teachers.id, id));
  return row;
}

/** Titles of products by id (what a promo code's scope shows). */
export function productTitles(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, ids));
}

/** Titles of product types by id (what a rate plan or pack shows of its programme). */
export function productTypeTitles(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: productTypes.id, title: productTypes.title })
    .from(productTypes)
    .where(inArray(productTypes.id, [...new Set(ids)]));
}

/** The products of a programme with their programme (packs listed by programme). */
export function productsOfType(db: Tx, productTypeId: number) {
  return db
    .select({ id: products.id, title: products.title, productTypeId: products.productTypeId })
    .from(products)
    .where(eq(products.productTypeId, productTypeId));
}

/** Products by id with their system course type (what a bundle may hold). */
export function productCourseTypes(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, title: products.title, courseType: courseTypes.code })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(inArray(products.id, [...new Set(ids)]));
}

/** Products by id with their programme. */
export function productsWithType(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, title: products.title, productTypeId: products.productTypeId })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

/**
 * A refund without kept access (docs/staff-commerce.md "Refunds"): the student's access to these
 * products ends now — the rows go, so nothing of them is shown or opened any more.
 */
export async function revokeProducts(db: Tx, studentId: number, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const removed = await db
    .delete(studentProducts)
    .where(and(eq(studentProducts.studentId, studentId), inArray(studentProducts.productId, productIds)))
    .returning({ id: studentProducts.id });
  return removed.length;
}
