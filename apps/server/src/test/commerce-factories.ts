import { randomBytes } from 'node:crypto';
import type { SysCourseType } from '@school/contract';
import type { Db } from '../db/client.js';
import {
  insertBundle,
  insertGift,
  insertPack,
  insertProductBanner,
  insertRatePlan,
  type PackRow,
  type RatePlanRow,
} from '../modules/catalog/catalog.service.js';
import { upsertCartLink, upsertCoupon, type CouponRow } from '../modules/cart/cart.service.js';
import { createMgMonth, createProduct } from '../modules/courses/courses.service.js';
import { buildCourse, type TestCourse } from './course-factories.js';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A product on sale: starts in `startsInDays` days (default 10) and lasts 30 days. */
export interface SaleProduct extends TestCourse {
  ratePlans: RatePlanRow[];
  packs: PackRow[];
}

let sequence = 0;

/**
 * A programme with one product on sale, optionally with rate plans of its product type and packs.
 * Its price is `price` (100 000 kopecks by default); rate plans and packs carry their own.
 */
export async function buildSaleProduct(
  db: Db,
  options: {
    courseType?: SysCourseType;
    subject?: string;
    price?: number;
    startsInDays?: number;
    ratePlans?: { title: string; sysName: string; price: number; order?: number }[];
    packs?: { title: string; lessonsCount: number; price: number }[];
  } = {},
): Promise<SaleProduct> {
  sequence += 1;
  const course = await buildCourse(db, {
    courseType: options.courseType,
    subject: options.subject,
    title: `Продаётся ${sequence}`,
  });
  const start = new Date(Date.now() + (options.startsInDays ?? 10) * DAY);
  const mgMonth =
    (options.courseType ?? 'master_group') === 'master_group'
      ? await createMgMonth(db, {
          productTypeId: course.productTypeId,
          month: `${isoDay(start).slice(0, 8)}01`,
          title: `Месяц ${sequence}`,
        })
      : null;
  const product = await createProduct(db, {
    productTypeId: course.productTypeId,
    mgMonthId: mgMonth?.id ?? null,
    teacherId: course.teacherId,
    title: `Продукт ${sequence}`,
    startDate: isoDay(start),
    endDate: isoDay(new Date(start.getTime() + 30 * DAY)),
    price: options.price ?? 100_000,
  });
  const ratePlans: RatePlanRow[] = [];
  for (const [index, plan] of (options.ratePlans ?? []).entries()) {
    ratePlans.push(await insertRatePlan(db, { productTypeId: course.productTypeId, order: index, ...plan }));
  }
  const packs: PackRow[] = [];
  for (const pack of options.packs ?? []) packs.push(await insertPack(db, { productId: product.id, ...pack }));
  return { ...course, productId: product.id, mgMonthId: mgMonth?.id ?? null, ratePlans, packs };
}

/** Another product on sale of the same product type (e.g. the month after). */
export async function addSaleProduct(db: Db, of: SaleProduct, options: { startsInDays: number; price?: number }) {
  const start = new Date(Date.now() + options.startsInDays * DAY);
  const product = await createProduct(db, {
    productTypeId: of.productTypeId,
    mgMonthId: null,
    teacherId: of.teacherId,
    title: `Продукт ${(sequence += 1)}`,
    startDate: isoDay(start),
    endDate: isoDay(new Date(start.getTime() + 30 * DAY)),
    price: options.price ?? 100_000,
  });
  return { ...of, productId: product.id, mgMonthId: null };
}

export const buildBundle = (
  db: Db,
  productIds: number[],
  options: {
    discountPercent?: number;
    sysCourseType?: SysCourseType;
    banner?: boolean;
    isActive?: boolean;
    optionalIds?: number[];
  } = {},
) =>
  insertBundle(
    db,
    {
      title: `Набор ${(sequence += 1)}`,
      sysCourseType: options.sysCourseType ?? 'master_group',
      discountPercent: options.discountPercent ?? 15,
      isBannerBundle: options.banner ?? false,
      isActive: options.isActive ?? true,
    },
    productIds,
    options.optionalIds,
  );

export const buildGift = (
  db: Db,
  giftProductId: number,
  on: { productId?: number; bundleId?: number; optional?: boolean },
) => insertGift(db, { giftProductId, productId: on.productId, bundleId: on.bundleId, optional: on.optional ?? false });

export const buildProductBanner = (db: Db, productTypeId: number | null = null) =>
  insertProductBanner(db, { title: `Баннер ${(sequence += 1)}`, text: 'Скидки месяца', productTypeId });

/** A promo code; a unique code unless one is given. */
export function buildCoupon(
  db: Db,
  options: Partial<
    Pick<CouponRow, 'code' | 'type' | 'value' | 'isActive' | 'expiresAt' | 'maxUses' | 'usedCount'>
  > = {},
): Promise<CouponRow> {
  return upsertCoupon(db, {
    code: options.code ?? `CODE${randomBytes(4).toString('hex').toUpperCase()}`,
    type: options.type ?? 3,
    value: options.value ?? 10,
    ...options,
  });
}

export async function buildCartLink(db: Db, productIds: number[]): Promise<string> {
  const hash = `link-${randomBytes(6).toString('hex')}`;
  await upsertCartLink(db, hash, productIds);
  return hash;
}
