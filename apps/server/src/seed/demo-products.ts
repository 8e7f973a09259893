import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, productGifts, transactions } from '../db/schema.js';
import { accessPeriod, findProducts, listProductTypes } from '../modules/courses/courses.service.js';
import { countStudyGroups, createStudyGroup, receiveGifts } from '../modules/products/products.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_STUDENT_EMAIL, DEMO_TIME_ZONE } from './demo-courses-data.js';

/** Curators' groups of every master group: two each, of 25 students (docs/products-access.md). */
export const DEMO_GROUPS = [
  { name: 'Группа «Альфа»', capacity: 25 },
  { name: 'Группа «Бета»', capacity: 25 },
];
const CURATOR_EMAIL = 'curator@example.com';

/**
 * Issue 15: the curators' groups of the master groups, and gifts the demo student received with
 * the latest demo purchase (not opened yet, for "Мои подарки"). Runs once per database, after the
 * commerce and payment demos.
 */
export async function seedDemoProducts(db: Db, now = new Date()): Promise<void> {
  if ((await countStudyGroups(db)) > 0) return;
  const curator = await findUserByEmail(db, CURATOR_EMAIL);
  const student = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  await db.transaction(async (tx) => {
    if (curator) {
      const masterGroups = (await listProductTypes(tx)).filter((type) => type.kind === 'MG');
      for (const type of masterGroups) {
        for (const group of DEMO_GROUPS) {
          await createStudyGroup(tx, { productTypeId: type.id, curatorId: curator.id, ...group });
        }
      }
    }
    if (!student) return;
    const [order] = await tx
      .select({ id: orders.id, uuid: transactions.uuid })
      .from(orders)
      .innerJoin(transactions, eq(transactions.orderId, orders.id))
      .where(eq(orders.userId, student.id))
      .orderBy(desc(orders.paidAt))
      .limit(1);
    if (!order) return;
    const giftIds = [...new Set((await tx.select().from(productGifts)).map((gift) => gift.giftProductId))];
    const gifts = await findProducts(tx, giftIds);
    await receiveGifts(tx, {
      studentId: student.id,
      orderId: order.id,
      transactionUuid: order.uuid,
      withProductId: null,
      now,
      gifts: gifts.map((gift) => ({
        productId: gift.id,
        availableUntil: accessPeriod(gift, now, DEMO_TIME_ZONE).endsAt,
      })),
    });
  });
}
