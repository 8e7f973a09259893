import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { writesOff, type TutoringLessonStatus } from '@school/contract';
import type { Db, Tx } from '../db/client.js';
import { carts, orderItems, orders, packs, products, productTypes } from '../db/schema.js';
import {
  LESSON_MS,
  findAvailability,
  insertLessons,
  insertSchedule,
  occurrences,
  saveAvailability,
} from '../modules/tutoring/tutoring.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_STUDENT_EMAIL } from './demo-courses-data.js';
import { DEMO_TUTOR_EMAIL } from './demo-tutoring-data.js';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const run = (weekday: number, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => weekday * 100 + from + i);

/** The demo tutor: 35 hours, 30 of them in prime time (docs: weekdays 15–21, weekends 10–18); Wednesday has double lessons. */
export const DEMO_TUTOR_SLOTS = [
  ...run(1, 15, 21),
  ...run(2, 15, 21),
  ...run(3, 15, 21),
  ...run(4, 15, 21),
  ...run(5, 15, 21),
  ...run(2, 9, 11),
  ...run(6, 11, 14),
];
/** student@: evenings that overlap the tutor's on Monday, Wednesday and Friday, and Saturday late morning. */
const STUDENT_SLOTS = [...run(1, 16, 20), ...run(3, 17, 21), ...run(5, 17, 20), ...run(6, 11, 13)];
/** student2@: Tuesday and Thursday evenings (their regular schedule sits there). */
const STUDENT2_SLOTS = [...run(2, 15, 20), ...run(4, 15, 20)];
/** student2's schedule: Tuesday and Thursday at 17:00, started four weeks ago. */
const STUDENT2_SCHEDULE = [217, 417];
/** What became of student2's past lessons, oldest first; the rest passed. */
const PAST: TutoringLessonStatus[] = [
  'PASSED',
  'PASSED',
  'CANCELED_CLIENT_NO_WRITEOFF',
  'PASSED',
  'CANCELED_TUTOR_TECHNICAL',
  'PASSED',
  'CANCELED_CLIENT_WRITEOFF',
];
const IND_TITLE = 'Физика · Индивидуальные занятия · 11 класс';

/** A paid pack of individual lessons, recorded as a paid order of the IND product (docs/commerce.md). */
async function payForPack(tx: Tx, studentId: number, email: string, lessonsCount: number, paidAt: Date) {
  const [pack] = await tx
    .select({ id: packs.id, productId: packs.productId, price: packs.price })
    .from(packs)
    .innerJoin(products, eq(products.id, packs.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(and(eq(productTypes.title, IND_TITLE), eq(packs.lessonsCount, lessonsCount)))
    .limit(1);
  if (!pack) return;
  const [cart] = await tx
    .insert(carts)
    .values({ hash: `demo-ind-${randomBytes(8).toString('hex')}`, userId: studentId, paidAt, createdAt: paidAt })
    .returning();
  const purchase = { amount: pack.price, initialAmount: pack.price, discount: 0, currency: 'RUB', status: 'paid' };
  const [order] = await tx
    .insert(orders)
    .values({
      userId: studentId,
      cartId: cart!.id,
      ...purchase,
      holderName: 'Демо',
      email,
      phone: '79161234567',
      paidAt,
    })
    .returning();
  await tx
    .insert(orderItems)
    .values({ orderId: order!.id, productId: pack.productId, packId: pack.id, price: pack.price });
}

/**
 * Issue 12 slots demo: the demo tutor's grid, student@'s and student2@'s availability, paid packs
 * for both, and student2's regular schedule with four weeks of history (the latest past lesson still
 * unmarked). Runs once: while the demo
 * tutor has no saved grid.
 */
export async function seedDemoSlots(db: Db, now = new Date()): Promise<void> {
  const [tutor, student, student2] = await Promise.all([
    findUserByEmail(db, DEMO_TUTOR_EMAIL),
    findUserByEmail(db, DEMO_STUDENT_EMAIL),
    findUserByEmail(db, 'student2@example.com'),
  ]);
  if (!tutor || !student || !student2 || (await findAvailability(db, tutor.id))?.saved) return;
  await db.transaction(async (tx) => {
    await saveAvailability(tx, tutor.id, { slots: DEMO_TUTOR_SLOTS, doubleLessonDays: [3] }, now);
    await saveAvailability(tx, student.id, { slots: STUDENT_SLOTS }, now);
    await saveAvailability(tx, student2.id, { slots: STUDENT2_SLOTS }, now);
    await payForPack(tx, student.id, student.email, 8, new Date(now.getTime() - 3 * DAY));
    await payForPack(tx, student2.id, student2.email, 8, new Date(now.getTime() - 30 * DAY));
    await payForPack(tx, student2.id, student2.email, 4, new Date(now.getTime() - 2 * DAY));

    const started = new Date(now.getTime() - 4 * WEEK);
    const startDate = started.toISOString().slice(0, 10);
    const timeZone = 'Europe/Moscow';
    const plan = occurrences({
      slots: STUDENT2_SCHEDULE,
      timeZone,
      recurrence: 'REGULAR',
      startDate,
      now: started,
      until: new Date(now.getTime() + 8 * WEEK),
    });
    const schedule = await insertSchedule(tx, {
      tutorId: tutor.id,
      studentId: student2.id,
      kind: 'REGULAR',
      recurrence: 'REGULAR',
      slots: STUDENT2_SCHEDULE,
      timeZone,
      startDate,
      rrule: plan.rrule,
      callUrl: 'https://meet.jit.si/umschool-demo-tutoring',
      createdAt: started,
    });
    const past = plan.starts.filter((start) => start.getTime() + LESSON_MS <= now.getTime());
    await insertLessons(
      tx,
      plan.starts.map((startsAt) => {
        const index = past.indexOf(startsAt);
        // The latest past lesson waits for the tutor's mark (the e2e marks it passed).
        const unmarked = index < 0 || index === past.length - 1;
        const status: TutoringLessonStatus = unmarked ? 'SCHEDULED' : (PAST[index] ?? 'PASSED');
        return {
          scheduleId: schedule.id,
          tutorId: tutor.id,
          studentId: student2.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + LESSON_MS),
          kind: 'REGULAR',
          status,
          reason: status === 'CANCELED_TUTOR_TECHNICAL' ? 'Пропал интернет у репетитора' : '',
          writtenOff: writesOff('REGULAR', status),
          statusChangedAt: unmarked ? null : new Date(startsAt.getTime() + LESSON_MS),
        };
      }),
    );
  });
}
