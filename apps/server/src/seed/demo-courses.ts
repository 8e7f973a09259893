import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../db/client.js';
import { zonedParts, zonedTime } from '../lib/zoned-time.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import {
  createMgMonth,
  createProduct,
  createProductType,
  createTeacher,
  findProductTypeByTitle,
  grantProduct,
  listCourseTypes,
} from '../modules/courses/courses.service.js';
import { recordView } from '../modules/lessons/lesson-watch.service.js';
import { addMaterial, addSubLesson, createLesson, type LessonRow } from '../modules/lessons/lessons.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import {
  DEMO_PROGRAMMES,
  DEMO_STUDENT_EMAIL,
  DEMO_TEACHERS,
  DEMO_TIME_ZONE,
  MATERIALS,
  MONTH_TITLES,
  PAST_VIEW_PATTERN,
  SAMPLE_VIDEO,
  SAMPLE_VIDEO_LENGTH,
  SUB_LESSONS,
  TAGS,
  type DemoProgramme,
  type HomeworkPlan,
  type SpecialLesson,
} from './demo-courses-data.js';
import { demoPrice } from './demo-money.js';
import { DEMO_CURATOR_EMAIL, addDemoHomework } from './demo-homework.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Regular lessons this close to the seeding moment give way to the specials placed around it. */
const KEEP_CLEAR = 30 * HOUR;

export const accessHash = () => randomBytes(12).toString('base64url');
const isoDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

interface PlannedLesson extends SpecialLesson {
  startAt: Date;
  regular: boolean;
}

/** Regular lessons on the programme's days, and the specials placed relative to now; by start. */
function planLessons(programme: DemoProgramme, now: Date): PlannedLesson[] {
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const slots: Date[] = [];
  for (const offset of programme.months) {
    for (const day of programme.days) {
      const startAt = zonedTime(DEMO_TIME_ZONE, year, month + offset, day, ...programme.time);
      if (Math.abs(startAt.getTime() - now.getTime()) > KEEP_CLEAR) slots.push(startAt);
    }
  }
  slots.sort((a, b) => a.getTime() - b.getTime());
  const regular = slots.slice(0, programme.titles.length).map((startAt, index): PlannedLesson => {
    const title = programme.titles[index]!;
    const review = title.startsWith('Разбор ДЗ');
    const kind = review || index % 2 === 1 ? 'PRACTICE' : 'THEORY';
    return {
      title,
      startAt,
      regular: true,
      minutesFromNow: 0,
      kind,
      tag: review ? 'review' : kind === 'THEORY' ? 'webinar' : 'practice',
    };
  });
  const minuteNow = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const specials = programme.specials.map((special): PlannedLesson => ({
    ...special,
    startAt: new Date(minuteNow + special.minutesFromNow * MINUTE),
    regular: false,
  }));
  return [...regular, ...specials].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}

/** Deadlines stay within the current month (the schedule's homework view shows them). */
function deadlineFor(plan: HomeworkPlan, lessonStart: Date, now: Date): Date {
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const monthStart = zonedTime(DEMO_TIME_ZONE, year, month).getTime();
  const monthEnd = zonedTime(DEMO_TIME_ZONE, year, month + 1).getTime();
  let at = lessonStart.getTime() + 7 * DAY;
  if (plan === 'EXPIRED') at = Math.min(at, now.getTime() - DAY);
  // Still open to answer, or with the work on mistakes to do: the deadline is ahead.
  if (STILL_OPEN.includes(plan)) at = Math.max(at, now.getTime() + 2 * DAY);
  at = Math.min(Math.max(at, monthStart + HOUR), monthEnd - HOUR);
  return new Date(Math.floor(at / HOUR) * HOUR);
}

const STILL_OPEN: HomeworkPlan[] = ['UNDONE', 'NO_SUBMISSION', 'FRESH', 'REFUSED', 'CHECKED_BY_SITE'];

let homeworkVariant = 0;

async function addHomework(tx: Tx, refs: Refs, subject: string, lesson: LessonRow, plan: HomeworkPlan, now: Date) {
  homeworkVariant += 1;
  await addDemoHomework(tx, {
    studentId: refs.studentId,
    curatorId: refs.curatorId,
    lesson,
    classTypeId: refs.classTypeId(subject),
    subject,
    plan,
    deadline: deadlineFor(plan, lesson.startAt, now),
    variant: homeworkVariant,
    now,
  });
}

async function addExtras(tx: Tx, lessonId: number) {
  for (const [position, title] of SUB_LESSONS.entries()) {
    await addSubLesson(tx, { lessonId, title, videoUrl: SAMPLE_VIDEO, videoLength: SAMPLE_VIDEO_LENGTH, position });
  }
  for (const [position, material] of MATERIALS.entries()) await addMaterial(tx, { lessonId, ...material, position });
}

const VIEWS = {
  viewed: { viewedOffline: SAMPLE_VIDEO_LENGTH, viewedOnline: 0, viewed: true },
  partial: { viewedOffline: 30, viewedOnline: 0, viewed: false },
  connected: { viewedOffline: 0, viewedOnline: 3600, viewed: true },
};

interface Refs {
  studentId: number | undefined;
  curatorId: number | undefined;
  classTypeId: (title: string) => number;
  classYearId: number;
  courseTypeId: (code: string) => number;
  teacherId: (key: string) => number;
}

async function seedProgramme(tx: Tx, programme: DemoProgramme, refs: Refs, now: Date): Promise<void> {
  const productType = await createProductType(tx, {
    title: programme.title,
    type: programme.type,
    kind: programme.kind,
    classTypeId: refs.classTypeId(programme.subject),
    classYearId: refs.classYearId,
    courseTypeId: refs.courseTypeId(programme.courseType),
    description: programme.description,
  });
  const { year, month } = zonedParts(now, DEMO_TIME_ZONE);
  const teacherId = refs.teacherId(programme.teacher);
  // A master group sells each month; a course or a pack is one product for the whole period.
  const periods = programme.kind === 'MG' ? programme.months.map((offset) => [offset]) : [programme.months];
  const products: { id: number; mgMonthId: number | null; months: number[] }[] = [];
  for (const offsets of periods) {
    const first = offsets[0]!;
    const last = offsets.at(-1)!;
    const monthNumber = ((((month + first - 1) % 12) + 12) % 12) + 1;
    const monthYear = year + Math.floor((month + first - 1) / 12);
    const monthTitle = `${MONTH_TITLES[monthNumber - 1]} ${monthYear}`;
    const mgMonth =
      programme.kind === 'MG'
        ? await createMgMonth(tx, {
            productTypeId: productType.id,
            month: isoDate(year, month + first, 1),
            title: monthTitle,
          })
        : null;
    const product = await createProduct(tx, {
      productTypeId: productType.id,
      mgMonthId: mgMonth?.id ?? null,
      teacherId,
      title: mgMonth ? `${programme.title} · ${monthTitle}` : programme.title,
      startDate: isoDate(year, month + first, 1),
      endDate: isoDate(year, month + last + 1, 0),
      price: demoPrice(programme.price),
    });
    products.push({ id: product.id, mgMonthId: mgMonth?.id ?? null, months: offsets });
    if (refs.studentId !== undefined) {
      await grantProduct(tx, {
        studentId: refs.studentId,
        productId: product.id,
        startsAt: new Date(now.getTime() - 60 * DAY),
        endsAt: new Date(now.getTime() + 180 * DAY),
        source: 'demo',
      });
    }
  }
  const productOf = (startAt: Date) => {
    const p = zonedParts(startAt, DEMO_TIME_ZONE);
    const offset = (p.year - year) * 12 + (p.month - month);
    return products.find((product) => product.months.includes(offset)) ?? products.at(-1)!;
  };

  const planned = planLessons(programme, now);
  const finishedRegular: LessonRow[] = [];
  for (const [index, plan] of planned.entries()) {
    const product = productOf(plan.startAt);
    const video = plan.video === undefined ? SAMPLE_VIDEO : plan.video;
    const lesson = await createLesson(tx, {
      productId: product.id,
      productTypeId: productType.id,
      mgMonthId: product.mgMonthId,
      teacherId,
      title: plan.title,
      description: `${plan.title}. Разбираем теорию и решаем задачи в формате ЕГЭ.`,
      lessonNumber: index + 1,
      kind: plan.kind ?? 'THEORY',
      startAt: plan.startAt,
      durationMinutes: plan.durationMinutes ?? 90,
      videoUrl: video,
      videoLength: plan.videoLength === undefined ? (video ? SAMPLE_VIDEO_LENGTH : null) : plan.videoLength,
      withoutVideo: plan.withoutVideo ?? false,
      alwaysOpen: plan.alwaysOpen ?? false,
      isPreparing: plan.isPreparing ?? false,
      tagTitle: plan.tag ? TAGS[plan.tag].title : null,
      tagColor: plan.tag ? TAGS[plan.tag].color : null,
      accessHash: accessHash(),
    });
    const finished = lesson.startAt.getTime() + lesson.durationMinutes * MINUTE < now.getTime();
    if (plan.regular && finished) finishedRegular.push(lesson);
    if (plan.extras) await addExtras(tx, lesson.id);
    if (refs.studentId === undefined) continue;
    if (plan.view) await recordView(tx, { studentId: refs.studentId, lessonId: lesson.id, ...VIEWS[plan.view] });
    if (plan.homework) await addHomework(tx, refs, programme.subject, lesson, plan.homework, now);
  }
  await seedPastLessons(tx, programme, finishedRegular, refs, now);
}

/** Finished regular lessons: a mix of viewed and partly viewed; the newest unviewed, the one before partly. */
async function seedPastLessons(tx: Tx, programme: DemoProgramme, finished: LessonRow[], refs: Refs, now: Date) {
  const { studentId } = refs;
  const homeworkFrom = finished.length - programme.recentHomework.length;
  for (const [index, lesson] of finished.entries()) {
    if (index >= finished.length - 2 && programme.kind === 'MG') await addExtras(tx, lesson.id);
    if (index >= homeworkFrom) {
      await addHomework(tx, refs, programme.subject, lesson, programme.recentHomework[index - homeworkFrom]!, now);
    }
    if (studentId === undefined) continue;
    const fromNewest = finished.length - 1 - index;
    const view =
      fromNewest === 0 ? null : fromNewest === 1 ? 'partial' : PAST_VIEW_PATTERN[index % PAST_VIEW_PATTERN.length]!;
    if (view) await recordView(tx, { studentId, lessonId: lesson.id, ...VIEWS[view] });
  }
}

/**
 * The demo programmes of docs/domain.md "Demo content", dated relative to `now` (the first
 * start): past, live, soon and later lessons, all owned by the demo student. Runs once: when the
 * first demo programme exists, nothing is done (delete ./data to date them afresh).
 */
export async function seedDemoCourses(db: Db, now = new Date()): Promise<void> {
  if (await findProductTypeByTitle(db, DEMO_PROGRAMMES[0]!.title)) return;
  const student = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  const curator = await findUserByEmail(db, DEMO_CURATOR_EMAIL);
  const [classTypes, classYears, courseTypes] = await Promise.all([
    listClassTypes(db),
    listClassYears(db),
    listCourseTypes(db),
  ]);
  const find = <T>(list: T[], match: (item: T) => boolean, what: string): T => {
    const item = list.find(match);
    if (!item) throw new Error(`demo ${what} is missing`);
    return item;
  };
  const year = find(classYears, (y) => y.value === 11, 'class year 11');
  await db.transaction(async (tx) => {
    const teacherIds = new Map<string, number>();
    for (const teacher of DEMO_TEACHERS) {
      const { key, subject, ...fields } = teacher;
      const row = await createTeacher(tx, {
        ...fields,
        stats: [...fields.stats],
        classTypeIds: [find(classTypes, (type) => type.title === subject, subject).id],
      });
      teacherIds.set(key, row.id);
    }
    const refs: Refs = {
      studentId: student?.role === 'STUDENT_ROLE' ? student.id : undefined,
      curatorId: curator?.id,
      classTypeId: (title) => find(classTypes, (type) => type.title === title, title).id,
      classYearId: year.id,
      courseTypeId: (code) => find(courseTypes, (type) => type.code === code, `course type ${code}`).id,
      teacherId: (key) => teacherIds.get(key) ?? 0,
    };
    for (const programme of DEMO_PROGRAMMES) await seedProgramme(tx, programme, refs, now);
  });
}
