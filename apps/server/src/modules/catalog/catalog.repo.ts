import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bannerShownTo, type BannerViewer } from '../core/banner-audience.js';
import { prepared } from '../../db/prepared.js';
import {
  bundleProducts,
  bundles,
  packs,
  productBannerCloses,
  productBanners,
  productGifts,
  ratePlans,
} from './catalog.schema.js';

export type RatePlanRow = typeof ratePlans.$inferSelect;
export type PackRow = typeof packs.$inferSelect;
export type BundleRow = typeof bundles.$inferSelect;
export type GiftRow = typeof productGifts.$inferSelect;
export type ProductBannerRow = typeof productBanners.$inferSelect;

const ratePlansOfTypesQuery = (db: Tx) =>
  db
    .select()
    .from(ratePlans)
    .where(sql`${ratePlans.productTypeId} = any(${sql.placeholder('typeIds')})`)
    .orderBy(asc(ratePlans.order), asc(ratePlans.id))
    .prepare('rate_plans_of_types');

/** Rate plans of these product types, by their order. */
export function listRatePlansOfTypes(db: Tx, typeIds: number[]): Promise<RatePlanRow[]> {
  if (typeIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'rate_plans_of_types', ratePlansOfTypesQuery).execute({ typeIds: [...new Set(typeIds)] });
}

const packsOfProductsQuery = (db: Tx) =>
  db
    .select()
    .from(packs)
    .where(sql`${packs.productId} = any(${sql.placeholder('productIds')})`)
    .orderBy(asc(packs.lessonsCount), asc(packs.id))
    .prepare('packs_of_products');

/** Lessons in each of these packs (a pack bought twice counts twice: the caller maps). */
export async function packLessonCounts(db: Tx, packIds: number[]): Promise<Map<number, number>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .select({ id: packs.id, lessonsCount: packs.lessonsCount })
    .from(packs)
    .where(inArray(packs.id, [...new Set(packIds)]));
  return new Map(rows.map((row) => [row.id, row.lessonsCount]));
}

/** Packs of these products, smallest first. */
export function listPacksOfProducts(db: Tx, productIds: number[]): Promise<PackRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'packs_of_products', packsOfProductsQuery).execute({ productIds: [...new Set(productIds)] });
}

const giftsQuery = (db: Tx) =>
  db
    .select()
    .from(productGifts)
    .where(
      or(
        sql`${productGifts.productId} = any(${sql.placeholder('productIds')})`,
        sql`${productGifts.bundleId} = any(${sql.placeholder('bundleIds')})`,
      ),
    )
    .orderBy(asc(productGifts.id))
    .prepare('gifts_of_products_and_bundles');

/** Gifts given with these products or bundles. */
export function listGifts(db: Tx, productIds: number[], bundleIds: number[]): Promise<GiftRow[]> {
  if (productIds.length === 0 && bundleIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'gifts_of_products_and_bundles', giftsQuery).execute({
    productIds: [...new Set(productIds)],
    bundleIds: [...new Set(bundleIds)],
  });
}

/** Bundles by id (any state) or, without ids, the active ones. */
export function listBundleRows(db: Tx, ids?: number[]): Promise<BundleRow[]> {
  if (ids?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bundles)
    .where(ids ? inArray(bundles.id, [...new Set(ids)]) : eq(bundles.isActive, true))
    .orderBy(asc(bundles.id));
}

export async function findBannerBundleRow(db: Tx): Promise<BundleRow | undefined> {
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.isBannerBundle, true), eq(bundles.isActive, true)))
    .orderBy(asc(bundles.id))
    .limit(1);
  return row;
}

/** (bundle, product) pairs of these bundles, in the order the products were added. */
export function listBundleProductRows(db: Tx, bundleIds: number[]) {
  if (bundleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bundleProducts)
    .where(inArray(bundleProducts.bundleId, [...new Set(bundleIds)]))
    .orderBy(asc(bundleProducts.bundleId), asc(bundleProducts.productId));
}

/** The catalog banners shown to the viewer that they have not closed. */
export function listOpenProductBanners(db: Tx, viewer: BannerViewer): Promise<ProductBannerRow[]> {
  return db
    .select()
    .from(productBanners)
    .where(
      and(
        bannerShownTo(productBanners, viewer),
        notExists(
          db
            .select({ one: sql`1` })
            .from(productBannerCloses)
            .where(
              and(eq(productBannerCloses.bannerId, productBanners.id), eq(productBannerCloses.userId, viewer.userId)),
            ),
        ),
      ),
    )
    .orderBy(asc(productBanners.id));
}

export async function productBannerExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productBanners.id })
    .from(productBanners)
    .where(and(eq(productBanners.id, id), eq(productBanners.isActive, true)));
  return Boolean(row);
}

export async function closeProductBanner(db: Tx, bannerId: number, userId: number): Promise<void> {
  await db.insert(productBannerCloses).values({ bannerId, userId }).onConflictDoNothing();
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

// Demo data and test factories.
export const insertRatePlan = (db: Tx, values: typeof ratePlans.$inferInsert) =>
  one(db.insert(ratePlans).values(values).returning());
export const insertPack = (db: Tx, values: typeof packs.$inferInsert) =>
  one(db.insert(packs).values(values).returning());
export const insertGift = (db: Tx, values: typeof productGifts.$inferInsert) =>
  one(db.insert(productGifts).values(values).returning());
export const insertProductBanner = (db: Tx, values: typeof productBanners.$inferInsert) =>
  one(db.insert(productBanners).values(values).returning());

/** `optionalIds`: those of `productIds` the buyer may leave out. */
export async function insertBundle(
  db: Tx,
  values: typeof bundles.$inferInsert,
  productIds: number[],
  optionalIds: number[] = [],
): Promise<BundleRow> {
  const bundle = await one(db.insert(bundles).values(values).returning());
  await db
    .insert(bundleProducts)
    .values(
      productIds.map((productId) => ({ bundleId: bundle.id, productId, isOptional: optionalIds.includes(productId) })),
    );
  return bundle;
}
