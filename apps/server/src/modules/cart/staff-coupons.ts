import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { coupons, couponScopeProducts } from './cart.schema.js';

/**
 * Promo codes as the staff console keeps them (issue 16, docs/staff-commerce.md): the cart module's
 * tables read and written for the console's commerce area, which calls these (module boundaries).
 */

export type StaffCouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;

export async function staffCouponsPage(
  db: Tx,
  filter: { search?: string; active?: boolean; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  // Codes are stored in capitals (coupons.ts): a prefix of the capitalised search.
  if (filter.search) conditions.push(like(coupons.code, `${likeEscape(filter.search.toUpperCase())}%`));
  if (filter.active !== undefined) conditions.push(eq(coupons.isActive, filter.active));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(coupons).where(where);
  return { count: total?.count ?? 0, rows };
}

export async function findStaffCoupon(db: Tx, id: number, lock = false): Promise<StaffCouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a code; undefined when the code is taken (the unique index decides, races included). */
export async function insertStaffCoupon(db: Tx, values: CouponValues): Promise<StaffCouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function updateStaffCoupon(db: Tx, id: number, values: Partial<CouponValues>): Promise<StaffCouponRow> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error(`coupon ${id} is missing`);
  return row;
}

/** The products each code applies to (none: every product). */
export async function couponScopes(db: Tx, couponIds: number[]): Promise<Map<number, number[]>> {
  const scopes = new Map<number, number[]>();
  if (couponIds.length === 0) return scopes;
  const rows = await db
    .select()
    .from(couponScopeProducts)
    .where(inArray(couponScopeProducts.couponId, couponIds))
    .orderBy(asc(couponScopeProducts.productId));
  for (const row of rows) scopes.set(row.couponId, [...(scopes.get(row.couponId) ?? []), row.productId]);
  return scopes;
}

/** Replaces a code's products. */
export async function setCouponScope(db: Tx, couponId: number, productIds: number[]): Promise<void> {
  await db.delete(couponScopeProducts).where(eq(couponScopeProducts.couponId, couponId));
  if (productIds.length > 0) {
    await db.insert(couponScopeProducts).values([...new Set(productIds)].map((productId) => ({ couponId, productId })));
  }
}
