import { and, asc, count, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SysCourseType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courseTypes, mgMonths, products, productTypes, studentProducts, teachers } from './courses.schema.js';
import type { ProductTypeInfo } from './courses.repo.js';

/** A product as the catalog and the cart show it: its product type, teacher and master-group month. */
export interface ProductCard {
  id: number;
  title: string;
  price: number;
  startDate: string;
  endDate: string;
  mgMonthId: number | null;
  monthTitle: string | null;
  teacher: { id: number; fullName: string; avatar: string | null } | null;
  productType: ProductTypeInfo;
}

/** What the catalog filters by (spec 2 §2 /catalog); `onSaleFrom` keeps products not ended by that day. */
export interface ProductFilter {
  productTypeId?: number;
  classTypeId?: number;
  classYearId?: number;
  courseTypeCode?: SysCourseType;
  /** Products running in this month: [first day, last day], YYYY-MM-DD. */
  month?: { from: string; to: string };
  onSaleFrom?: string;
}

const cardColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  startDate: products.startDate,
  endDate: products.endDate,
  mgMonthId: products.mgMonthId,
  monthTitle: mgMonths.title,
  teacherId: teachers.id,
  teacherFullName: teachers.fullName,
  teacherAvatar: teachers.avatar,
  typeId: productTypes.id,
  typeTitle: productTypes.title,
  type: productTypes.type,
  kind: productTypes.kind,
  classTypeId: productTypes.classTypeId,
  classYearId: productTypes.classYearId,
  courseTypeCode: courseTypes.code,
  courseTypeTitle: courseTypes.title,
};

type CardRow = {
  id: number;
  title: string;
  price: number;
  startDate: string;
  endDate: string;
  mgMonthId: number | null;
  monthTitle: string | null;
  teacherId: number | null;
  teacherFullName: string | null;
  teacherAvatar: string | null;
  typeId: number;
  typeTitle: string;
  type: string;
  kind: string;
  classTypeId: number;
  classYearId: number;
  courseTypeCode: string;
  courseTypeTitle: string;
};

const toCard = (row: CardRow): ProductCard => ({
  id: row.id,
  title: row.title,
  price: row.price,
  startDate: row.startDate,
  endDate: row.endDate,
  mgMonthId: row.mgMonthId,
  monthTitle: row.monthTitle,
  teacher:
    row.teacherId === null
      ? null
      : { id: row.teacherId, fullName: row.teacherFullName ?? '', avatar: row.teacherAvatar },
  productType: {
    id: row.typeId,
    title: row.typeTitle,
    type: row.type,
    kind: row.kind,
    classTypeId: row.classTypeId,
    classYearId: row.classYearId,
    courseType: { code: row.courseTypeCode as SysCourseType, title: row.courseTypeTitle },
  },
});

/** Cards with how many rows match in all (a window count: a catalog page carries its total). */
function cardsQuery(db: Tx, where: SQL | undefined) {
  return db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .leftJoin(mgMonths, eq(mgMonths.id, products.mgMonthId))
    .leftJoin(teachers, eq(teachers.id, products.teacherId))
    .where(where);
}

const cardsByIdsQuery = (db: Tx) =>
  cardsQuery(db, sql`${products.id} = any(${sql.placeholder('ids')})`).prepare('product_cards_by_ids');

/** Product cards by id (the cart's products, bundles and gifts): one prepared query by primary key. */
export async function findProductCards(db: Tx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await prepared(db, 'product_cards_by_ids', cardsByIdsQuery).execute({ ids: [...new Set(ids)] });
  return rows.map(toCard);
}

/**
 * Catalog products by the filter, by start date then product type: one page of them and how many
 * match in all (a window count in the same query).
 */
export async function listProductCards(
  db: Tx,
  filter: ProductFilter,
  page = { limit: 500, offset: 0 },
): Promise<{ count: number; cards: ProductCard[] }> {
  const where = and(
    filter.productTypeId === undefined ? undefined : eq(products.productTypeId, filter.productTypeId),
    filter.classTypeId === undefined ? undefined : eq(productTypes.classTypeId, filter.classTypeId),
    filter.classYearId === undefined ? undefined : eq(productTypes.classYearId, filter.classYearId),
    filter.courseTypeCode === undefined ? undefined : eq(courseTypes.code, filter.courseTypeCode),
    filter.month ? lte(products.startDate, filter.month.to) : undefined,
    filter.month ? gte(products.endDate, filter.month.from) : undefined,
    filter.onSaleFrom === undefined ? undefined : gte(products.endDate, filter.onSaleFrom),
  );
  const rows = await cardsQuery(db, where)
    .orderBy(asc(products.startDate), asc(products.productTypeId), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0 || page.offset === 0) return { count: rows[0]?.total ?? 0, cards: rows.map(toCard) };
  // A page past the end has no row to carry the total.
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(courseTypes, eq(courseTypes.id, productTypes.courseTypeId))
    .where(where);
  return { count: total?.n ?? 0, cards: [] };
}

const ownedIdsQuery = (db: Tx) =>
  db
    .selectDistinct({ productId: studentProducts.productId })
    .from(studentProducts)
    .where(
      and(
        eq(studentProducts.studentId, sql.placeholder('studentId')),
        sql`${studentProducts.productId} = any(${sql.placeholder('productIds')})`,
        gt(studentProducts.endsAt, sql.placeholder('now')),
      ),
    )
    .prepare('owned_product_ids');

/**
 * Which of these products the student owns for their period: access that has not ended by `now`
 * (including access bought ahead for a coming month).
 */
export async function findOwnedProductIds(
  db: Tx,
  studentId: number,
  productIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await prepared(db, 'owned_product_ids', ownedIdsQuery).execute({
    studentId,
    productIds: [...new Set(productIds)],
    now,
  });
  return new Set(rows.map((row) => row.productId));
}

/** Whether the student has access rows of this source (e.g. 'purchase': they have bought something). */
export async function hasAccessFromSource(db: Tx, studentId: number, source: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studentProducts.id })
    .from(studentProducts)
    .where(and(eq(studentProducts.studentId, studentId), eq(studentProducts.source, source)))
    .limit(1);
  return Boolean(row);
}

/** Teacher cards, optionally of one subject, by name. */
export function listTeacherRows(db: Tx, classTypeId?: number) {
  return db
    .select()
    .from(teachers)
    .where(classTypeId === undefined ? undefined : sql`${classTypeId} = any(${teachers.classTypeIds})`)
    .orderBy(asc(teachers.fullName), asc(teachers.id));
}
