import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Banner, ClassType, ClassYear, SiteLanguage } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { bannerShownTo, type BannerViewer } from './banner-audience.js';
import { bannerCloses, banners, classTypeYears, classTypes, classYears, siteLanguages } from './core.schema.js';

export async function listSiteLanguages(db: Tx): Promise<SiteLanguage[]> {
  const rows = await db.select().from(siteLanguages).orderBy(asc(siteLanguages.sortOrder));
  return rows.map((row) => ({ code: row.code as SiteLanguage['code'], title: row.title }));
}

export function listClassYears(db: Tx): Promise<ClassYear[]> {
  return db.select().from(classYears).orderBy(asc(classYears.value));
}

/** Subjects with the class years they are taught in; `classYearId` keeps only those taught in it. */
export async function listClassTypes(db: Tx, classYearId?: number): Promise<ClassType[]> {
  const rows = await db
    .select({
      id: classTypes.id,
      title: classTypes.title,
      colorBase: classTypes.colorBase,
      colorToxic: classTypes.colorToxic,
      classYears: sql<
        number[]
      >`coalesce(array_agg(${classTypeYears.classYearId} order by ${classTypeYears.classYearId}) filter (where ${classTypeYears.classYearId} is not null), '{}')`,
    })
    .from(classTypes)
    .leftJoin(classTypeYears, eq(classTypeYears.classTypeId, classTypes.id))
    .groupBy(classTypes.id)
    .orderBy(asc(classTypes.sortOrder), asc(classTypes.id));
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      color: { base: row.colorBase, toxic: row.colorToxic },
      classYears: row.classYears.map(Number),
    }))
    .filter((row) => classYearId === undefined || row.classYears.includes(classYearId));
}

/** The home banners shown to the viewer that they have not closed. */
export function listOpenBanners(db: Tx, viewer: BannerViewer): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      text: banners.text,
      link: banners.link,
      linkText: banners.linkText,
      color: banners.color,
    })
    .from(banners)
    .where(
      and(
        bannerShownTo(banners, viewer),
        notExists(
          db
            .select({ one: sql`1` })
            .from(bannerCloses)
            .where(and(eq(bannerCloses.bannerId, banners.id), eq(bannerCloses.userId, viewer.userId))),
        ),
      ),
    )
    .orderBy(asc(banners.id));
}

export async function bannerExists(db: Tx, id: number): Promise<boolean> {
  const row = await db.query.banners.findFirst({ where: and(eq(banners.id, id), eq(banners.isActive, true)) });
  return Boolean(row);
}

export async function closeBanner(db: Tx, bannerId: number, userId: number): Promise<void> {
  await db.insert(bannerCloses).values({ bannerId, userId }).onConflictDoNothing();
}
