import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { StaffBanner, Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { likeEscape } from '../../db/like.js';
import { banners } from './core.schema.js';

/** The staff console's writes of home banners (docs/staff-engagement.md "Banners"). */
type Row = typeof banners.$inferSelect;
/** When and to whom a banner shows: the same columns in both banner tables. */
export type BannerReach = Pick<Row, 'startsAt' | 'endsAt' | 'variants' | 'classYearIds'>;
export type SiteBannerColumns = Pick<Row, 'title' | 'text' | 'color' | 'link' | 'linkText' | 'isActive'> & BannerReach;
export interface BannerFilter {
  active?: boolean;
  search?: string;
  ordering: '-id' | 'id';
  limit: number;
  offset: number;
}

/** A banner's window and audience as the console shows them. */
export const presentReach = (row: BannerReach) => ({
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  variants: row.variants as Variant[],
  classYearIds: row.classYearIds,
});

const present = (row: Row): StaffBanner => ({
  id: row.id,
  kind: 'site',
  title: row.title,
  text: row.text,
  color: row.color,
  link: row.link,
  linkText: row.linkText,
  productTypeId: null,
  isActive: row.isActive,
  ...presentReach(row),
});

export async function listSiteBanners(db: Tx, filter: BannerFilter) {
  const conditions: SQL[] = [];
  if (filter.active !== undefined) conditions.push(eq(banners.isActive, filter.active));
  if (filter.search) conditions.push(ilike(banners.title, `%${likeEscape(filter.search)}%`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(filter.ordering === 'id' ? asc(banners.id) : desc(banners.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results: rows.map(present) };
}

/** The banner, locked for the rest of the transaction when `lock`. */
export async function findSiteBanner(db: Tx, id: number, lock = false): Promise<StaffBanner | undefined> {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && present(row);
}

export async function addSiteBanner(tx: Tx, values: SiteBannerColumns): Promise<number> {
  const [row] = await tx.insert(banners).values(values).returning({ id: banners.id });
  return row!.id;
}

export async function updateSiteBanner(tx: Tx, id: number, values: Partial<SiteBannerColumns>): Promise<void> {
  await tx.update(banners).set(values).where(eq(banners.id, id));
}
