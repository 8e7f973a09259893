import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, orderItems, orders, tutoringBookings, tutoringLessons } from '../db/schema.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { addClient } from '../modules/tutor/tutor.service.js';
import { saveAvailability } from '../modules/tutoring/tutoring.service.js';
import { buildSaleProduct } from './commerce-factories.js';

/** Slot keys `weekday * 100 + hour` for a run of hours on a day. */
export const hours = (weekday: number, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ weekday, hour: from + i }));

/** A grid that passes spec 3 §4: 24 slots, 18 of them in prime time. */
export const GOOD_GRID = [...hours(1, 15, 21), ...hours(2, 15, 21), ...hours(3, 15, 21), ...hours(4, 8, 14)];

export const keysOf = (slots: { weekday: number; hour: number }[]) => slots.map((s) => s.weekday * 100 + s.hour);

export async function setAvailability(db: Db, userId: number, slots: { weekday: number; hour: number }[]) {
  await saveAvailability(db, userId, { slots: keysOf(slots) }, new Date());
}

export async function linkClient(db: Db, tutorId: number, studentId: number, status = 'active') {
  const [math] = await listClassTypes(db);
  return addClient(db, { tutorId, studentId, status, classTypeId: math!.id, classYear: 11, lessonsPerWeek: 2 });
}

/** A paid order of one pack of individual lessons (the IND product, packs of 4 and 8). */
export async function buildPaidPack(db: Db, studentId: number, lessonsCount = 4): Promise<void> {
  const product = await buildSaleProduct(db, {
    courseType: 'individual',
    packs: [{ title: `${lessonsCount} занятий`, lessonsCount, price: 1_000_000 }],
  });
  const paidAt = new Date();
  const [cart] = await db
    .insert(carts)
    .values({ hash: `paid-${randomBytes(8).toString('hex')}`, userId: studentId, paidAt })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      userId: studentId,
      cartId: cart!.id,
      amount: 1_000_000,
      initialAmount: 1_000_000,
      discount: 0,
      currency: 'RUB',
      status: 'paid',
      holderName: 'Тест',
      email: 'paid@example.com',
      phone: '79160000000',
      paidAt,
    })
    .returning();
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, productId: product.productId, packId: product.packs[0]!.id, price: 1_000_000 });
}

/** Moves a booking's hold into the past. */
export async function expireBooking(db: Db, id: number): Promise<void> {
  await db
    .update(tutoringBookings)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(tutoringBookings.id, id));
}

/** Moves a lesson to start `minutesAgo` before now (to mark it passed). */
export async function startLessonAgo(db: Db, id: number, minutesAgo = 30): Promise<void> {
  const startsAt = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 3_600_000) * 3_600_000);
  await db
    .update(tutoringLessons)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(tutoringLessons.id, id));
}
