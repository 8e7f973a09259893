import type { ResponseOf, contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import { zonedMonth } from '../../lib/zoned-time.js';
import { listClassTypes } from '../core/core.service.js';
import {
  findOwnedProductIds,
  findProductCards,
  listAccessBetween,
  listProductsOfTypes,
  type AccessRow,
  type ProductCard,
  type ProductRow,
} from '../courses/courses.service.js';

type Menu = ResponseOf<typeof contract.subscriptions.menu>;
type MonthProduct = Menu[number]['productsPurchased'][number];

interface Month {
  date: string;
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

function monthOf(year: number, month: number, timeZone: string): Month {
  const normal = new Date(Date.UTC(year, month - 1, 1));
  const y = normal.getUTCFullYear();
  const m = normal.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const { start, end } = zonedMonth(y, m, timeZone);
  const firstDay = `${y}-${pad(m)}-01`;
  return { date: firstDay, firstDay, lastDay: `${y}-${pad(m)}-${pad(lastDay)}`, start, end };
}

const runsIn = (product: ProductRow, month: Month) =>
  product.startDate <= month.lastDay && product.endDate >= month.firstDay;

const present = (card: ProductCard): MonthProduct => ({
  id: card.id,
  fullTitle: card.title,
  avatar: null,
  teacher: card.teacher ? { avatar: card.teacher.avatar, fullName: card.teacher.fullName } : null,
  productType: {
    id: card.productType.id,
    title: card.productType.title,
    courseType: { sysCourseType: { title: card.productType.courseType.title } },
  },
});

/** The class year of the student's programmes: the one most of their products are for. */
async function classYearOf(db: Tx, userId: number, accesses: AccessRow[]): Promise<number | null> {
  const rows =
    accesses.length > 0 ? accesses : await listAccessBetween(db, userId, new Date(0), new Date('9999-12-31T00:00:00Z'));
  const cards = await findProductCards(
    db,
    rows.map((row) => row.product.id),
  );
  const counts = new Map<number, number>();
  for (const card of cards)
    counts.set(card.productType.classYearId, (counts.get(card.productType.classYearId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * Spec 3 §2 products-of-month block, per requested month: products the student has that month,
 * renewal offers (next month's product of the same product type, not owned yet) and the goal
 * subjects of the student's class year that have no product that month. A few queries for all
 * months together.
 */
export async function productsMenu(db: Tx, userId: number, dates: string[], timeZone: string, now = new Date()) {
  const months = dates.map((date) => {
    const month = Number(date.slice(5, 7));
    if (month < 1 || month > 12) throw fieldError('dates', `Нет такого месяца: ${date}.`);
    return monthOf(Number(date.slice(0, 4)), month, timeZone);
  });
  const nextOf = (month: Month) =>
    monthOf(Number(month.date.slice(0, 4)), Number(month.date.slice(5, 7)) + 1, timeZone);
  const from = new Date(Math.min(...months.map((m) => m.start.getTime())));
  const to = new Date(Math.max(...months.map((m) => m.end.getTime())));
  const accesses = await listAccessBetween(db, userId, from, to);
  const purchasedIn = (month: Month) =>
    accesses.filter((a) => runsIn(a.product, month) && a.startsAt < month.end && a.endsAt > month.start);

  const typeIds = [...new Set(accesses.map((a) => a.product.productTypeId))];
  const nextMonths = months.map(nextOf);
  const firstNext = nextMonths.map((m) => m.firstDay).sort()[0]!;
  const lastNext = nextMonths
    .map((m) => m.lastDay)
    .sort()
    .at(-1)!;
  const candidates = (await listProductsOfTypes(db, typeIds, firstNext, lastNext)).filter(
    (product) => product.startDate >= firstNext,
  );
  const [owned, classYearId] = await Promise.all([
    findOwnedProductIds(
      db,
      userId,
      candidates.map((p) => p.id),
      now,
    ),
    classYearOf(db, userId, accesses),
  ]);
  const [cards, subjects] = await Promise.all([
    findProductCards(db, [...accesses.map((a) => a.product.id), ...candidates.map((p) => p.id)]),
    classYearId === null ? Promise.resolve([]) : listClassTypes(db, classYearId),
  ]);
  const cardOf = new Map(cards.map((card) => [card.id, card]));

  return months.map((month, index) => {
    const next = nextMonths[index]!;
    const purchased = [
      ...new Map(purchasedIn(month).map((a) => [a.product.id, cardOf.get(a.product.id)])).values(),
    ].filter((card): card is ProductCard => card !== undefined);
    const types = new Set(purchased.map((card) => card.productType.id));
    const renewal = candidates
      .filter((p) => types.has(p.productTypeId) && p.startDate >= next.firstDay && p.startDate <= next.lastDay)
      .filter((p) => !owned.has(p.id))
      .map((p) => cardOf.get(p.id))
      .filter((card): card is ProductCard => card !== undefined);
    const taken = new Set(purchased.map((card) => card.productType.classTypeId));
    return {
      date: month.date,
      productsPurchased: purchased.map(present),
      productsRenewal: renewal.map(present),
      umitsGoal:
        classYearId === null
          ? null
          : {
              classYearId,
              goals: subjects
                .filter((subject) => !taken.has(subject.id))
                .map((subject) => ({ title: subject.title, classTypeId: subject.id })),
            },
    };
  });
}
