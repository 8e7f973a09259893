import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { StaffBanner } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { presentReach, type BannerFilter, type BannerReach } from '../core/staff-banners.js';
import { productBanners } from './catalog.schema.js';

/** The staff console's writes of catalog banners (docs/staff-engagement.md "Banners"). */
type Row = typeof productBanners.$inferSelect;
export type ProductBannerColumns = Pick<Row, 'title' | 'text' | 'color' | 'productTypeId' | 'isActive'> & BannerReach;

const present = (row: Row): StaffBanner => ({
  id: row.id,
  kind: 'product',
  title: row.title,
  text: row.text,
  color: row.color,
  link: null,
  linkText: null,
  productTypeId: row.productTypeId,
  isActive: row.isActive,
  ...presentReach(row),
});

export async function listProductBanners(db: Tx, filter: BannerFilter) {
  const conditions: SQL[] = [];
  if (filter.active !== undefined) conditions.push(eq(productBanners.isActive, filter.active));
  if (filter.search) conditions.push(ilike(productBanners.title, `%${likeEscape(filter.search)}%`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(productBanners).where(where);
  const rows = await db
    .select()
    .from(productBanners)
    .where(where)
    .orderBy(filter.ordering === 'id' ? asc(productBanners.id) : desc(productBanners.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results: rows.map(present) };
}

/** The banner, locked for the rest of the transaction when `lock`. */
export async function findProductBanner(db: Tx, id: number, lock = false): Promise<StaffBanner | undefined> {
  const query = db.select().from(productBanners).where(eq(productBanners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && present(row);
}

export async function addProductBanner(tx: Tx, values: ProductBannerColumns): Promise<number> {
  const [row] = await tx.insert(productBanners).values(values).returning({ id: productBanners.id });
  return row!.id;
}

export async function updateProductBanner(tx: Tx, id: number, values: Partial<ProductBannerColumns>): Promise<void> {
  await tx.update(productBanners).set(values).where(eq(productBanners.id, id));
}
