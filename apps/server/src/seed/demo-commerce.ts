import type { Db, Tx } from '../db/client.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import {
  createTeacher,
  findProductTypeByTitle,
  listCourseTypes,
  listTeacherRows,
} from '../modules/courses/courses.service.js';
import { insertBundle, insertGift, insertProductBanner } from '../modules/catalog/catalog.service.js';
import { upsertCartLink, upsertCoupon } from '../modules/cart/cart.service.js';
import { ensureReferralCode, setReferralCode } from '../modules/referral/referral.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_TEACHERS } from './demo-courses-data.js';
import {
  BUNDLES,
  CART_LINK,
  COMMERCE_MARKER,
  COUPONS,
  DEMO_REFERRAL_CODES,
  NEW_TEACHER,
  PRODUCT_BANNERS,
  PRODUCT_GIFTS,
  SALE_PROGRAMMES,
} from './demo-commerce-data.js';
import { extendOwnedMasterGroups, seedProgramme, type Created, type Refs } from './demo-sale-programmes.js';
import { DEMO_USERS } from './demo-users.js';
import { demoPrice } from './demo-money.js';

/** Invite codes for every demo student; student@example.com's is fixed (ALICE2026). Runs every start. */
async function seedReferralCodes(db: Db): Promise<void> {
  for (const demo of DEMO_USERS) {
    if (demo.role !== 'STUDENT_ROLE') continue;
    const user = await findUserByEmail(db, demo.email);
    if (!user) continue;
    const fixed = DEMO_REFERRAL_CODES[demo.email];
    if (fixed) await setReferralCode(db, user.id, fixed);
    else await ensureReferralCode(db, user.id);
  }
}

/**
 * The demo catalog of issue 4 (docs/commerce.md): rate plans, master groups by month the demo
 * student does not own, a course with gifts (one optional), individual lessons in packs, bundles
 * (the banner bundle with a gift), product banners, promo codes and a cart link. Runs after the
 * courses demo; once per database (the first programme of demo-commerce-data.ts marks it).
 */
export async function seedDemoCommerce(db: Db, now = new Date()): Promise<void> {
  await seedReferralCodes(db);
  if (await findProductTypeByTitle(db, COMMERCE_MARKER)) return;
  const [classTypes, classYears, courseTypes, teachers] = await Promise.all([
    listClassTypes(db),
    listClassYears(db),
    listCourseTypes(db),
    listTeacherRows(db),
  ]);
  const need = <T>(item: T | undefined, what: string): T => {
    if (item === undefined) throw new Error(`demo ${what} is missing`);
    return item;
  };
  await db.transaction(async (tx) => {
    const { key: _key, subject, ...teacher } = NEW_TEACHER;
    const subjectId = need(
      classTypes.find((type) => type.title === subject),
      subject,
    ).id;
    const lebedev = await createTeacher(tx, { ...teacher, classTypeIds: [subjectId] });
    const teacherIds = new Map<string, number>([['lebedev', lebedev.id]]);
    for (const demo of DEMO_TEACHERS) {
      const row = teachers.find((t) => t.fullName === demo.fullName);
      if (row) teacherIds.set(demo.key, row.id);
    }
    const refs: Refs = {
      classTypeId: (title) =>
        need(
          classTypes.find((type) => type.title === title),
          title,
        ).id,
      classYearId: need(
        classYears.find((year) => year.value === 11),
        'class year 11',
      ).id,
      courseTypeId: (code) =>
        need(
          courseTypes.find((type) => type.code === code),
          `course type ${code}`,
        ).id,
      teacherId: (key) => need(teacherIds.get(key), `teacher ${key}`),
    };
    const byKey = new Map<string, Created[]>();
    for (const programme of SALE_PROGRAMMES) byKey.set(programme.key, await seedProgramme(tx, programme, refs, now));
    const first = (key: string) => need(byKey.get(key)?.[0], key).productId;
    for (const gift of PRODUCT_GIFTS) {
      await insertGift(tx, { productId: first(gift.on), giftProductId: first(gift.gift), optional: gift.optional });
    }
    const ownedNext = await extendOwnedMasterGroups(tx, refs, now);
    await seedBundles(tx, byKey, ownedNext, first);
    for (const { productType, ...banner } of PRODUCT_BANNERS) {
      const type = await findProductTypeByTitle(tx, productType);
      await insertProductBanner(tx, { ...banner, productTypeId: type?.id ?? null });
    }
    for (const coupon of COUPONS)
      await upsertCoupon(tx, coupon.type === 2 ? { ...coupon, value: demoPrice(coupon.value) } : coupon);
    await upsertCartLink(tx, CART_LINK.hash, CART_LINK.programmes.map(first));
  });
}

async function seedBundles(
  tx: Tx,
  byKey: Map<string, Created[]>,
  ownedNext: Map<string, number>,
  first: (key: string) => number,
) {
  const titleToKey = new Map(SALE_PROGRAMMES.map((p) => [p.title, p.key]));
  for (const bundle of BUNDLES) {
    const productOf = (title: string) => {
      const owned = ownedNext.get(title);
      if (owned !== undefined) return [owned];
      const key = titleToKey.get(title);
      const product = key === undefined ? undefined : byKey.get(key)?.[bundle.month];
      return product ? [product.productId] : [];
    };
    const productIds = bundle.products.flatMap(productOf);
    if (productIds.length < 2) continue;
    const row = await insertBundle(
      tx,
      {
        title: bundle.title,
        description: bundle.description,
        sysCourseType: 'master_group',
        discountPercent: bundle.discountPercent,
        isBannerBundle: bundle.banner,
      },
      productIds,
      bundle.optional.flatMap(productOf),
    );
    if (bundle.gift) await insertGift(tx, { bundleId: row.id, giftProductId: first(bundle.gift) });
  }
}
