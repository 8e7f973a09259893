import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { databaseErrorCode } from '../../plugins/errors.js';
import { bundleProducts, bundles, packs, productGifts, ratePlans } from './catalog.schema.js';

/**
 * Rate plans and packs for the staff console's commerce area (issue 16, docs/staff-commerce.md):
 * the catalog module's tables read and written for the console, which calls these.
 */

interface Page {
  limit: number;
  offset: number;
}

export type StaffRatePlanRow = typeof ratePlans.$inferSelect;
export type StaffPackRow = typeof packs.$inferSelect;

// ---------------------------------------------------------------- rate plans

/** One page of rate plans in the catalog's order; the programme filter is indexed (rate_plans_product_type_idx). */
export async function staffRatePlansPage(db: Tx, filter: Page & { productType?: number }) {
  const where = filter.productType ? eq(ratePlans.productTypeId, filter.productType) : undefined;
  const rows = await db
    .select()
    .from(ratePlans)
    .where(where)
    .orderBy(asc(ratePlans.productTypeId), asc(ratePlans.order), asc(ratePlans.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(ratePlans).where(where);
  return { count: total?.count ?? 0, rows };
}

/** The row, locked for a change in the caller's transaction when `lock`. */
export async function findRatePlanRow(db: Tx, id: number, lock = false) {
  const query = db.select().from(ratePlans).where(eq(ratePlans.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function ratePlanBySysName(db: Tx, productTypeId: number, sysName: string) {
  const [row] = await db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(and(eq(ratePlans.productTypeId, productTypeId), eq(ratePlans.sysName, sysName)));
  return row;
}

export const updateRatePlanRow = (
  db: Tx,
  id: number,
  values: Partial<Pick<typeof ratePlans.$inferInsert, 'title' | 'price' | 'order' | 'isActive'>>,
) => db.update(ratePlans).set(values).where(eq(ratePlans.id, id));

// ---------------------------------------------------------------- packs

/**
 * One page of packs by product and size, of these products when `productIds` is given (the
 * caller's programme filter); the product filter is indexed (packs_product_idx).
 */
export async function staffPacksPage(db: Tx, filter: Page & { productIds?: number[] }) {
  const where = filter.productIds ? inArray(packs.productId, filter.productIds) : undefined;
  if (filter.productIds?.length === 0) return { count: 0, rows: [] };
  const rows = await db
    .select()
    .from(packs)
    .where(where)
    .orderBy(asc(packs.productId), asc(packs.lessonsCount), asc(packs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(packs).where(where);
  return { count: total?.count ?? 0, rows };
}

export async function findPackRow(db: Tx, id: number, lock = false) {
  const query = db.select().from(packs).where(eq(packs.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const updatePackRow = (
  db: Tx,
  id: number,
  values: Partial<Pick<typeof packs.$inferInsert, 'title' | 'lessonsCount' | 'price' | 'isActive'>>,
) => db.update(packs).set(values).where(eq(packs.id, id));

// ---------------------------------------------------------------- bundles

export type StaffBundleRow = typeof bundles.$inferSelect;

/** One page of bundles newest first; bundles are few (tens), so search and filter scan. */
export async function staffBundlesPage(db: Tx, filter: Page & { search?: string; active?: boolean }) {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(ilike(bundles.title, `%${likeEscape(filter.search)}%`));
  if (filter.active !== undefined) conditions.push(eq(bundles.isActive, filter.active));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(bundles)
    .where(where)
    .orderBy(desc(bundles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ count: count() }).from(bundles).where(where);
  return { count: total?.count ?? 0, rows };
}

export async function findBundleRow(db: Tx, id: number, lock = false) {
  const query = db.select().from(bundles).where(eq(bundles.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const updateBundleRow = (db: Tx, id: number, values: Partial<Omit<typeof bundles.$inferInsert, 'id'>>) =>
  db.update(bundles).set(values).where(eq(bundles.id, id));

/** The other banner bundles, locked: the catalog shows one (spec 2 §7 GET /settings/banner-bundle/). */
export function otherBannerBundles(db: Tx, id: number) {
  return db
    .select({ id: bundles.id })
    .from(bundles)
    .where(and(eq(bundles.isBannerBundle, true), ne(bundles.id, id)))
    .for('update');
}

/** The products of these bundles in the order they were added. */
export function bundleItems(db: Tx, bundleIds: number[]) {
  if (bundleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bundleProducts)
    .where(inArray(bundleProducts.bundleId, bundleIds))
    .orderBy(asc(bundleProducts.bundleId), asc(bundleProducts.productId));
}

/** Replaces a bundle's products with this list. */
export async function setBundleItems(db: Tx, bundleId: number, items: { productId: number; isOptional: boolean }[]) {
  await db.delete(bundleProducts).where(eq(bundleProducts.bundleId, bundleId));
  await db.insert(bundleProducts).values(items.map((item) => ({ bundleId, ...item })));
}

// ---------------------------------------------------------------- gifts

export type StaffGiftRow = typeof productGifts.$inferSelect;

const giftOwner = (owner: { productId: number | null; bundleId: number | null }) =>
  owner.productId !== null ? eq(productGifts.productId, owner.productId) : eq(productGifts.bundleId, owner.bundleId!);

/** The gifts of one product or one bundle (both indexed: product_gifts_product_idx, _bundle_idx). */
export function giftsOf(db: Tx, owner: { productId: number | null; bundleId: number | null }) {
  return db.select().from(productGifts).where(giftOwner(owner)).orderBy(asc(productGifts.id));
}

export async function findGiftRow(db: Tx, id: number) {
  const [row] = await db.select().from(productGifts).where(eq(productGifts.id, id));
  return row;
}

export const deleteGiftRow = (db: Tx, id: number) => db.delete(productGifts).where(eq(productGifts.id, id));

// ---------------------------------------------------------------- removal

/**
 * Removes the row unless something refers to it: carts, orders and subscriptions point at rate
 * plans and packs by foreign keys without a cascade, so the database itself refuses a row in use
 * (false), which no check read before the delete could promise under concurrent checkouts.
 */
async function removeUnlessReferenced(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (databaseErrorCode(error)?.code === '23503') return false;
    throw error;
  }
}

export const removeRatePlan = (db: Tx, id: number) =>
  removeUnlessReferenced(() => db.delete(ratePlans).where(eq(ratePlans.id, id)));

export const removePack = (db: Tx, id: number) =>
  removeUnlessReferenced(() => db.delete(packs).where(eq(packs.id, id)));
