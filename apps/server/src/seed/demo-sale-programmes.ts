import type { Tx } from '../db/client.js';
import { zonedParts, zonedTime } from '../lib/zoned-time.js';
import {
  createMgMonth,
  createProduct,
  createProductType,
  findProductTypeByTitle,
} from '../modules/courses/courses.service.js';
import { insertPack, insertRatePlan } from '../modules/catalog/catalog.service.js';
import { createLesson } from '../modules/lessons/lessons.service.js';
import { accessHash } from './demo-courses.js';
import {
  DEMO_PROGRAMMES,
  DEMO_TIME_ZONE,
  MONTH_TITLES,
  SAMPLE_VIDEO,
  SAMPLE_VIDEO_LENGTH,
} from './demo-courses-data.js';
import { OWNED_MG_NEXT_MONTH, OWNED_MG_PLANS, RATE_PLANS, type SaleProgramme } from './demo-commerce-data.js';
import { demoPrice } from './demo-money.js';

/** Products on sale for the commerce demo (seed/demo-commerce.ts): programmes, months, lessons. */

/** YYYY-MM-DD of a (possibly overflowing) year, month and day, as Date.UTC counts them. */
const isoDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

interface Month {
  first: string;
  last: string;
  title: string;
  year: number;
  month: number;
}

function monthAt(now: Date, offset: number): Month {
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const first = isoDate(year, month + offset, 1);
  const [y, m] = first.split('-').map(Number) as [number, number];
  return { first, last: isoDate(year, month + offset + 1, 0), title: `${MONTH_TITLES[m - 1]} ${y}`, year: y, month: m };
}

export interface Refs {
  classTypeId: (title: string) => number;
  classYearId: number;
  courseTypeId: (code: string) => number;
  teacherId: (key: string) => number;
}

export type Created = { productId: number; productTypeId: number; teacherId: number; mgMonthId: number | null };

/** Lessons on the programme's days of a month, numbered on from `firstNumber`. */
async function addLessons(
  tx: Tx,
  product: Created,
  month: Month,
  plan: Pick<SaleProgramme, 'days' | 'time' | 'titles'>,
  firstNumber: number,
) {
  for (const [index, day] of plan.days.entries()) {
    const title = plan.titles[index % plan.titles.length]!;
    await createLesson(tx, {
      productId: product.productId,
      productTypeId: product.productTypeId,
      mgMonthId: product.mgMonthId,
      teacherId: product.teacherId,
      title,
      description: `${title}. Теория и задачи в формате ЕГЭ.`,
      lessonNumber: firstNumber + index,
      kind: index % 2 === 0 ? 'THEORY' : 'PRACTICE',
      startAt: zonedTime(DEMO_TIME_ZONE, month.year, month.month, day, ...plan.time),
      durationMinutes: 90,
      videoUrl: SAMPLE_VIDEO,
      videoLength: SAMPLE_VIDEO_LENGTH,
      tagTitle: index % 2 === 0 ? 'Вебинар' : 'Практикум',
      tagColor: index % 2 === 0 ? 'violet' : 'teal',
      accessHash: accessHash(),
    });
  }
}

async function addRatePlans(tx: Tx, productTypeId: number, prices: [number, number]) {
  for (const [index, plan] of RATE_PLANS.entries())
    await insertRatePlan(tx, { productTypeId, ...plan, price: demoPrice(prices[index]!) });
}

/** One master-group month (or a course for all its months) on sale. */
async function addProduct(
  tx: Tx,
  type: { id: number; title: string },
  teacherId: number,
  months: Month[],
  price: number,
  mg: boolean,
): Promise<Created> {
  const first = months[0]!;
  const mgMonth = mg
    ? await createMgMonth(tx, { productTypeId: type.id, month: first.first, title: first.title })
    : null;
  const product = await createProduct(tx, {
    productTypeId: type.id,
    mgMonthId: mgMonth?.id ?? null,
    teacherId,
    title: mg ? `${type.title} · ${first.title}` : type.title,
    startDate: first.first,
    endDate: months.at(-1)!.last,
    price: demoPrice(price),
  });
  return { productId: product.id, productTypeId: type.id, teacherId, mgMonthId: mgMonth?.id ?? null };
}

export async function seedProgramme(tx: Tx, programme: SaleProgramme, refs: Refs, now: Date): Promise<Created[]> {
  const type = await createProductType(tx, {
    title: programme.title,
    type: programme.type,
    kind: programme.kind,
    classTypeId: refs.classTypeId(programme.subject),
    classYearId: refs.classYearId,
    courseTypeId: refs.courseTypeId(programme.courseType),
    description: programme.description,
  });
  if (programme.premium) await addRatePlans(tx, type.id, [programme.price, programme.premium]);
  const teacherId = refs.teacherId(programme.teacher);
  const mg = programme.kind === 'MG';
  const periods = mg ? programme.months.map((offset) => [offset]) : [programme.months];
  const created: Created[] = [];
  let number = 1;
  for (const offsets of periods) {
    const months = offsets.map((offset) => monthAt(now, offset));
    const product = await addProduct(tx, type, teacherId, months, programme.price, mg);
    for (const pack of programme.packs ?? [])
      await insertPack(tx, { productId: product.productId, ...pack, price: demoPrice(pack.price) });
    for (const month of months) {
      await addLessons(tx, product, month, programme, number);
      number += programme.days.length;
    }
    created.push(product);
  }
  return created;
}

/** Rate plans of the demo student's master groups and their month after next, which they do not own. */
export async function extendOwnedMasterGroups(tx: Tx, refs: Refs, now: Date): Promise<Map<string, number>> {
  const next = new Map<string, number>();
  const month = monthAt(now, OWNED_MG_NEXT_MONTH);
  for (const { title, prices } of OWNED_MG_PLANS) {
    const type = await findProductTypeByTitle(tx, title);
    const programme = DEMO_PROGRAMMES.find((p) => p.title === title);
    if (!type || !programme) continue;
    await addRatePlans(tx, type.id, prices);
    const product = await addProduct(tx, type, refs.teacherId(programme.teacher), [month], prices[0], true);
    const plan = {
      days: programme.days.slice(0, 4),
      time: programme.time,
      titles: ['Повторение первой части', 'Задачи второй части', 'Пробный вариант', 'Разбор пробного варианта'],
    };
    await addLessons(tx, product, month, plan, programme.titles.length + programme.specials.length + 1);
    next.set(title, product.productId);
  }
  return next;
}
