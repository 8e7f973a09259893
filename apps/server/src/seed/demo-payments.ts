import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/client.js';
import { carts, orderItems, orders, transactions } from '../db/schema.js';
import { zonedParts, zonedTime } from '../lib/zoned-time.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import {
  createProduct,
  createProductType,
  findProductCards,
  findProductTypeByTitle,
  listAccessBetween,
  listCourseTypes,
  listTeacherRows,
} from '../modules/courses/courses.service.js';
import { countUserDocuments, createPurchaseDocuments } from '../modules/documents/documents.service.js';
import { createLesson } from '../modules/lessons/lessons.service.js';
import { createCouponProduct } from '../modules/payment/coupon-products.js';
import { DEFAULT_PAYEE } from '../modules/payment/payee.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { accessHash } from './demo-courses.js';
import { DEMO_STUDENT_EMAIL, DEMO_TIME_ZONE, SAMPLE_VIDEO, SAMPLE_VIDEO_LENGTH } from './demo-courses-data.js';
import { demoPrice } from './demo-money.js';

const DAY = 24 * 60 * 60 * 1000;

/** The coupon product of issue 4: `FREEPHYS` opens a physics mini-course, 100 uses, once per student. */
export const FREE_COURSE = {
  code: 'FREEPHYS',
  title: 'Физика · Мини-курс «Механика за неделю» · 11 класс',
  maxUses: 100,
  lessons: ['Кинематика за один вечер', 'Законы Ньютона на примерах', 'Импульс и энергия: разбор задач'],
};

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

async function seedFreeCourse(tx: Tx, now: Date): Promise<void> {
  const [classTypes, classYears, courseTypes] = await Promise.all([
    listClassTypes(tx),
    listClassYears(tx),
    listCourseTypes(tx),
  ]);
  const physics = classTypes.find((type) => type.title === 'Физика');
  const year = classYears.find((item) => item.value === 11);
  const flash = courseTypes.find((type) => type.code === 'flash');
  if (!physics || !year || !flash) throw new Error('demo reference data is missing');
  const [teacher] = await listTeacherRows(tx, physics.id);
  const productType = await createProductType(tx, {
    title: FREE_COURSE.title,
    type: 'FLASH',
    kind: 'COURSE',
    classTypeId: physics.id,
    classYearId: year.id,
    courseTypeId: flash.id,
    description: 'Три коротких занятия по механике: теория и задачи ЕГЭ. Открывается промокодом FREEPHYS.',
  });
  const product = await createProduct(tx, {
    productTypeId: productType.id,
    teacherId: teacher?.id ?? null,
    title: 'Мини-курс «Механика за неделю»',
    startDate: isoDay(new Date(now.getTime() - 7 * DAY)),
    endDate: isoDay(new Date(now.getTime() + 60 * DAY)),
    price: demoPrice(99_000),
  });
  for (const [index, title] of FREE_COURSE.lessons.entries()) {
    const { year: y, month, day } = zonedParts(new Date(now.getTime() - (3 - index) * DAY), DEMO_TIME_ZONE);
    await createLesson(tx, {
      productId: product.id,
      productTypeId: productType.id,
      teacherId: teacher?.id ?? null,
      title,
      description: `${title}. Короткий разбор с задачами в формате ЕГЭ.`,
      lessonNumber: index + 1,
      kind: index === 2 ? 'PRACTICE' : 'THEORY',
      startAt: zonedTime(DEMO_TIME_ZONE, y, month, day, 18),
      durationMinutes: 45,
      videoUrl: SAMPLE_VIDEO,
      videoLength: SAMPLE_VIDEO_LENGTH,
      accessHash: accessHash(),
    });
  }
  await createCouponProduct(tx, { code: FREE_COURSE.code, productIds: [product.id], maxUses: FREE_COURSE.maxUses });
}

/** When the demo purchases were paid: this month and the two before it, and two months of last year. */
function purchaseDates(now: Date): Date[] {
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const at = (y: number, m: number, day: number) => zonedTime(DEMO_TIME_ZONE, y, m, day, 12, 30);
  const thisMonth = at(year, month, 1).getTime() < now.getTime() ? at(year, month, 1) : now;
  return [thisMonth, at(year, month - 1, 20), at(year, month - 2, 25), at(year - 1, 12, 18), at(year - 1, 10, 3)];
}

/**
 * Paid orders of the demo student with their purchase documents, so /legal has cards in several
 * months of this and last year. Their products are those the courses demo gave the student.
 * Access is left as the demo granted it (a referral stays possible: it is for students who have
 * not bought anything, and these orders are history only).
 */
async function seedPurchases(tx: Tx, studentId: number, now: Date): Promise<void> {
  const accesses = await listAccessBetween(tx, studentId, new Date(0), new Date('9999-12-31T00:00:00Z'));
  const cards = await findProductCards(
    tx,
    accesses.map((access) => access.product.id),
  );
  if (cards.length === 0) return;
  const classYears = await listClassYears(tx);
  const yearTitle = new Map(classYears.map((year) => [year.id, year.title]));
  for (const [index, paidAt] of purchaseDates(now).entries()) {
    const bought = [cards[index % cards.length]!, ...(index % 2 === 0 ? [cards[(index + 1) % cards.length]!] : [])];
    const unique = [...new Map(bought.map((card) => [card.id, card])).values()];
    const amount = unique.reduce((sum, card) => sum + card.price, 0);
    const [cart] = await tx
      .insert(carts)
      .values({ hash: `demo-paid-${randomBytes(8).toString('hex')}`, userId: studentId, paidAt, createdAt: paidAt })
      .returning();
    const purchase = { amount, initialAmount: amount, discount: 0, currency: 'RUB', status: 'paid' };
    const contact = { holderName: 'Иванова Алиса Сергеевна', email: DEMO_STUDENT_EMAIL, phone: '79161234567' };
    const [order] = await tx
      .insert(orders)
      .values({ userId: studentId, cartId: cart!.id, ...purchase, ...contact, createdAt: paidAt, paidAt })
      .returning();
    await tx
      .insert(orderItems)
      .values(unique.map((card) => ({ orderId: order!.id, productId: card.id, price: card.price })));
    const uuid = randomUUID();
    await tx.insert(transactions).values({
      uuid,
      orderId: order!.id,
      paymentSystem: 'SANDBOX',
      status: 'succeeded',
      amount,
      currency: 'RUB',
      providerTransactionId: `demo_${uuid.slice(0, 8)}`,
      createdAt: paidAt,
      completedAt: paidAt,
    });
    await createPurchaseDocuments(tx, {
      userId: studentId,
      orderId: order!.id,
      transactionUuid: uuid,
      paidAt,
      ...contact,
      currency: 'RUB',
      seller: { recipient: DEFAULT_PAYEE.paymentInfo.recipient, inn: DEFAULT_PAYEE.inn, ogrn: DEFAULT_PAYEE.ogrn },
      timeZone: DEMO_TIME_ZONE,
      lines: unique.map((card) => ({
        productTitle: card.title,
        productTypeTitle: card.productType.title,
        productLine: card.productType.kind === 'MG' ? 'main' : 'other',
        classYear: yearTitle.get(card.productType.classYearId) ?? '',
        price: card.price,
      })),
    });
  }
}

/** The payment demo of issue 4; each part runs once per database. */
export async function seedDemoPayments(db: Db, now = new Date()): Promise<void> {
  if (!(await findProductTypeByTitle(db, FREE_COURSE.title))) {
    await db.transaction((tx) => seedFreeCourse(tx, now));
  }
  const student = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  if (student?.role !== 'STUDENT_ROLE' || (await countUserDocuments(db, student.id)) > 0) return;
  await db.transaction((tx) => seedPurchases(tx, student.id, now));
}
