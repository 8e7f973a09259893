import type { Db } from '../db/client.js';
import { zonedParts, zonedTime } from '../lib/zoned-time.js';
import { listRatePlansOfTypes } from '../modules/catalog/catalog.service.js';
import { findProductTypeByTitle, grantProduct, listProductsOfTypes } from '../modules/courses/courses.service.js';
import { listSubscriptions, startSubscription } from '../modules/subscriptions/subscriptions.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_STUDENT_EMAIL, DEMO_TIME_ZONE } from './demo-courses-data.js';
import { OWNED_MG_PLANS } from './demo-commerce-data.js';

/** The student of e2e/subscriptions.spec.ts: renews and upgrades the maths subscription. */
export const SUBS_STUDENT_EMAIL = 'subs@example.com';

const pad = (n: number) => String(n).padStart(2, '0');

/** The end of the zone's month `offset` months from now (the first instant of the month after). */
function monthEnd(now: Date, offset: number): Date {
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  return zonedTime(DEMO_TIME_ZONE, year, month + offset + 1, 1);
}

/**
 * Subscriptions of the demo (docs/subscriptions.md), once per student (none yet): student@example.com
 * has the maths master group on Стандарт (renewable, upgradable to Премиум) and Russian on Премиум
 * (the top plan: renewal only), both running to the end of next month; subs@example.com owns this
 * month's maths on Стандарт only, so its flow renews into next month and then upgrades.
 */
export async function seedDemoSubscriptions(db: Db, now = new Date()): Promise<void> {
  const [maths, russian] = await Promise.all(OWNED_MG_PLANS.map((plan) => findProductTypeByTitle(db, plan.title)));
  if (!maths || !russian) return;
  const plans = await listRatePlansOfTypes(db, [maths.id, russian.id]);
  const plan = (typeId: number, sysName: string) =>
    plans.find((p) => p.productTypeId === typeId && p.sysName === sysName);

  const demo = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  if (demo && (await listSubscriptions(db, demo.id, now)).length === 0) {
    await db.transaction(async (tx) => {
      const until = monthEnd(now, 1);
      for (const [type, sysName] of [
        [maths, 'standard'],
        [russian, 'premium'],
      ] as const) {
        const chosen = plan(type.id, sysName);
        if (!chosen) continue;
        await startSubscription(tx, {
          userId: demo.id,
          productTypeId: type.id,
          ratePlanId: chosen.id,
          price: chosen.price,
          accessUntil: until,
        });
      }
    });
  }

  const subs = await findUserByEmail(db, SUBS_STUDENT_EMAIL);
  const standard = plan(maths.id, 'standard');
  if (!subs || !standard || (await listSubscriptions(db, subs.id, now)).length > 0) return;
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const first = `${year}-${pad(month)}-01`;
  const [thisMonth] = (await listProductsOfTypes(db, [maths.id], first, first)).filter((p) => p.startDate === first);
  if (!thisMonth) return;
  const until = monthEnd(now, 0);
  await db.transaction(async (tx) => {
    await grantProduct(tx, {
      studentId: subs.id,
      productId: thisMonth.id,
      startsAt: zonedTime(DEMO_TIME_ZONE, year, month, 1),
      endsAt: until,
      source: 'demo',
    });
    await startSubscription(tx, {
      userId: subs.id,
      productTypeId: maths.id,
      ratePlanId: standard.id,
      price: standard.price,
      accessUntil: until,
    });
  });
}
