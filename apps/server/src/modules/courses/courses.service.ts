import type { MyProductType, SysCourseType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { concurrently } from '../../lib/concurrently.js';
import { cachedClassTypes, listClassYears } from '../core/core.service.js';
import { zonedTime } from '../../lib/zoned-time.js';
import * as repo from './courses.repo.js';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { likeEscape } from '../../db/like.js';
import { products, studentProducts } from './courses.schema.js';

export type { AccessRow, OwnedProduct, ProductRow, ProductTypeInfo, TeacherRow, MgMonthRow } from './courses.repo.js';

/**
 * Access (docs/domain.md): the student owns a product from `startsAt` to `endsAt`. These are the
 * questions other modules ask; they never read student_products themselves.
 */
export const listOwnedProducts = repo.listOwnedProducts;
export const ownsProduct = repo.ownsProduct;
/** Accesses overlapping a period, with their products (the products-of-month block, renewals). */
export const listAccessBetween = repo.listAccessBetween;

/** How a student came to own a product (docs/domain.md Access). */
export type AccessSource = 'demo' | 'purchase' | 'gift' | 'coupon' | 'manual' | 'staff';

/**
 * Grants a product (docs/commerce.md "Paying"): inserts the access or extends the one the
 * student already has. Runs inside the caller's transaction, so a payment's confirmation and
 * the access it grants commit together.
 */
export async function grantAccess(
  db: Tx,
  grant: { studentId: number; productId: number; startsAt: Date; endsAt: Date; source: AccessSource },
): Promise<void> {
  await repo.extendStudentProduct(db, grant);
}

const DAY = 24 * 60 * 60 * 1000;
/** A course bought after its dates have passed still gives its recordings for a month. */
const LATE_ACCESS = 30 * DAY;

/** Access given now lasts from now to the end of the product's last day in the deployment's zone. */
export function accessPeriod(product: { endDate: string }, now: Date, timeZone: string) {
  const [year, month, day] = product.endDate.split('-').map(Number) as [number, number, number];
  const end = zonedTime(timeZone, year, month, day + 1);
  return { startsAt: now, endsAt: end > now ? end : new Date(now.getTime() + LATE_ACCESS) };
}

/** Reference queries: system course types and product types with their course type. */
export const listCourseTypes = repo.listCourseTypeRows;
export const findCourseTypeByCode = repo.findCourseTypeByCode;
export const listProductTypes = repo.listProductTypeInfos;

export async function findProductTypes(db: Tx, ids: number[]): Promise<Map<number, repo.ProductTypeInfo>> {
  const rows = await repo.findProductTypeInfos(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The 8 system course types of spec 2 §3, inserted once (reference data). */
export async function ensureCourseTypes(db: Tx, types: { code: SysCourseType; title: string }[]): Promise<void> {
  await repo.insertCourseTypes(db, types);
}

/** What the lesson page shows of a lesson's programme: product type, teacher, master-group month. */
export async function lessonContext(
  db: Tx,
  refs: { productTypeId: number; teacherId: number | null; mgMonthId: number | null },
) {
  const [types, teachers, months] = await concurrently(
    db,
    () => repo.findProductTypeInfos(db, [refs.productTypeId]),
    () => repo.findTeacherRows(db, refs.teacherId === null ? [] : [refs.teacherId]),
    () => repo.findMgMonthRows(db, refs.mgMonthId === null ? [] : [refs.mgMonthId]),
  );
  const productType = types[0];
  if (!productType) throw new Error(`product type ${refs.productTypeId} is missing`);
  return { productType, teacher: teachers[0] ?? null, mgMonth: months[0] ?? null };
}

/** Lesson counts and the next lesson of one product type, as the lessons module computes them. */
export interface ProductTypeProgress {
  lessonsTotal: number;
  lessonsViewed: number;
  nextLesson: { id: number; title: string; startDatetime: string } | null;
}
/** Given the owned product ids per product type, answers the progress per product type. */
export type ProgressSource = (productIdsByType: Map<number, number[]>) => Promise<Map<number, ProductTypeProgress>>;

const EMPTY_PROGRESS: ProductTypeProgress = { lessonsTotal: 0, lessonsViewed: 0, nextLesson: null };

/**
 * `GET /products/my/new/` (spec 2 §2 /lessons): every product type the student owns a product
 * of now, by subject order. The teacher is the latest product's; access lasts until the last
 * product's access ends. Progress comes from the lessons module through `progress`, so this
 * module does not depend on it (lessons depends on courses).
 */
export async function myProductTypes(
  db: Tx,
  studentId: number,
  now: Date,
  progress: ProgressSource,
): Promise<MyProductType[]> {
  const owned = await repo.listOwnedProducts(db, studentId, now);
  if (owned.length === 0) return [];
  const byType = new Map<number, repo.OwnedProduct[]>();
  for (const product of owned) {
    const list = byType.get(product.productType.id) ?? [];
    list.push(product);
    byType.set(product.productType.id, list);
  }
  const teacherIds = owned.flatMap((product) => (product.teacherId === null ? [] : [product.teacherId]));
  const [classTypes, classYears, teachers, progressByType] = await concurrently(
    db,
    () => cachedClassTypes(db),
    () => listClassYears(db),
    () => repo.findTeacherRows(db, [...new Set(teacherIds)]),
    () => progress(new Map([...byType].map(([typeId, list]) => [typeId, list.map((product) => product.productId)]))),
  );
  const classTypeById = new Map(classTypes.map((type, index) => [type.id, { ...type, order: index }]));
  const yearById = new Map(classYears.map((year) => [year.id, year]));
  const teacherById = new Map(teachers.map((teacher) => [teacher.id, teacher]));

  const entries = [...byType.values()].map((list) => {
    const { productType } = list[0]!;
    const classType = classTypeById.get(productType.classTypeId);
    const teacherId = list.findLast((product) => product.teacherId !== null)?.teacherId;
    const teacher = teacherId === undefined || teacherId === null ? undefined : teacherById.get(teacherId);
    const accessUntil = new Date(Math.max(...list.map((product) => product.endsAt.getTime())));
    const entry: MyProductType = {
      productType: {
        id: productType.id,
        title: productType.title,
        type: productType.type,
        classType: {
          id: productType.classTypeId,
          title: classType?.title ?? '',
          color: classType?.color ?? { base: '', toxic: '' },
        },
        classYear: { id: productType.classYearId, title: yearById.get(productType.classYearId)?.title ?? '' },
        courseType: { sysCourseType: productType.courseType.code, title: productType.courseType.title },
      },
      teacher: teacher ? { fullName: teacher.fullName, avatar: teacher.avatar } : null,
      accessUntil: accessUntil.toISOString(),
      ...(progressByType.get(productType.id) ?? EMPTY_PROGRESS),
    };
    return { entry, order: classType?.order ?? Number.MAX_SAFE_INTEGER };
  });
  entries.sort((a, b) => a.order - b.order || a.entry.productType.id - b.entry.productType.id);
  return entries.map(({ entry }) => entry);
}

/** Products, teachers and months by id, for the modules that sell and present them. */
export const findProducts = repo.findProductRows;
export const findTeachers = repo.findTeacherRows;
export const findMgMonths = repo.findMgMonthRows;
/** Products of the product types whose period overlaps [fromDay, toDay] (renewal offers). */
export const listProductsOfTypes = repo.listProductsOfTypes;

// For demo data and test factories: the commerce issue will create products and access itself.
export const createTeacher = repo.insertTeacher;
export const createProductType = repo.insertProductType;
export const createMgMonth = repo.insertMgMonth;
export const createProduct = repo.insertProduct;
export const grantProduct = repo.upsertStudentProduct;
export const findProductTypeByTitle = repo.findProductTypeByTitle;
export const findProduct = repo.findProductRow;
export type { NewTeacher, NewProductType, NewMgMonth, NewProduct, NewStudentProduct } from './courses.repo.js';

/**
 * Selling (docs/commerce.md): product cards for the catalog and the cart, and what the student
 * owns for its period (access not ended yet, bought ahead included).
 */
export {
  findProductCards,
  listProductCards,
  findOwnedProductIds,
  hasAccessFromSource,
  listTeacherRows,
  type ProductCard,
  type ProductFilter,
} from './products.repo.js';

/**
 * The staff's side of access (docs/staff-people.md): every access row of a student with its
 * product, newest end first (student_products by its (student_id, product_id) index).
 */
export async function listStudentAccess(db: Tx, studentId: number) {
  return db
    .select({
      productId: studentProducts.productId,
      productTitle: products.title,
      startsAt: studentProducts.startsAt,
      endsAt: studentProducts.endsAt,
      source: studentProducts.source,
    })
    .from(studentProducts)
    .innerJoin(products, eq(products.id, studentProducts.productId))
    .where(eq(studentProducts.studentId, studentId))
    .orderBy(desc(studentProducts.endsAt), asc(studentProducts.productId))
    .limit(200);
}

/** One access row, locked for the staff's change of it (docs/staff-people.md). */
export async function lockStudentAccess(db: Tx, studentId: number, productId: number) {
  const [row] = await db
    .select()
    .from(studentProducts)
    .where(and(eq(studentProducts.studentId, studentId), eq(studentProducts.productId, productId)))
    .for('update');
  return row;
}

/**
 * Staff grant or extend (docs/staff-people.md): a new row with source 'staff', or the existing
 * row's period replaced; an existing row keeps its source (how the access first came, which the
 * referral rules read), the audit log tells who extended it.
 */
export async function setStaffAccess(
  db: Tx,
  values: { studentId: number; productId: number; startsAt: Date; endsAt: Date },
) {
  const [row] = await db
    .insert(studentProducts)
    .values({ ...values, source: 'staff' })
    .onConflictDoUpdate({
      target: [studentProducts.studentId, studentProducts.productId],
      set: { startsAt: values.startsAt, endsAt: values.endsAt },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Products by title for the staff's product picker: the first `limit`, newest period first. */
export function searchProductOptions(db: Tx, search: string | undefined, limit: number) {
  const text = search?.trim();
  return db
    .select({ id: products.id, title: products.title, startDate: products.startDate, endDate: products.endDate })
    .from(products)
    .where(text ? ilike(products.title, `%${likeEscape(text)}%`) : undefined)
    .orderBy(desc(products.endDate), asc(products.title), asc(products.id))
    .limit(limit);
}
