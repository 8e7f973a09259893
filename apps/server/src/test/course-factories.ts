import { randomBytes } from 'node:crypto';
import type { HomeworkStatus, SysCourseType } from '@school/contract';
import type { Db } from '../db/client.js';
import { listClassTypes, listClassYears } from '../modules/core/core.service.js';
import {
  createMgMonth,
  createProduct,
  createProductType,
  createTeacher,
  findCourseTypeByCode,
  findProductTypes,
  grantProduct,
} from '../modules/courses/courses.service.js';
import { createHomework, setSubmission } from '../modules/homework/homework.service.js';
import { createLesson, type LessonRow, type NewLesson } from '../modules/lessons/lessons.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A product type with one product (a master-group month when `courseType` is master_group). */
export interface TestCourse {
  productTypeId: number;
  productId: number;
  mgMonthId: number | null;
  teacherId: number;
  classTypeId: number;
}

let sequence = 0;

/** A programme of one subject (the first taught subject unless `subject` names another) for 11th grade. */
export async function buildCourse(
  db: Db,
  options: { courseType?: SysCourseType; type?: string; subject?: string; title?: string } = {},
): Promise<TestCourse> {
  const courseType = options.courseType ?? 'master_group';
  const [classTypes, classYears, course] = await Promise.all([
    listClassTypes(db),
    listClassYears(db),
    findCourseTypeByCode(db, courseType),
  ]);
  const classType = options.subject ? classTypes.find((t) => t.title === options.subject) : classTypes[0];
  const classYear = classYears.find((year) => year.value === 11);
  if (!classType || !classYear || !course) throw new Error('reference data is missing');
  sequence += 1;
  const title = options.title ?? `${classType.title} · Программа ${sequence}`;
  const teacher = await createTeacher(db, { fullName: `Преподаватель ${sequence}`, classTypeIds: [classType.id] });
  const productType = await createProductType(db, {
    title,
    type: options.type ?? (courseType === 'master_group' ? 'MG' : courseType === 'individual' ? 'IND' : 'COURSE'),
    kind: courseType === 'master_group' ? 'MG' : 'COURSE',
    classTypeId: classType.id,
    classYearId: classYear.id,
    courseTypeId: course.id,
  });
  const course0 = { productTypeId: productType.id, teacherId: teacher.id, classTypeId: classType.id };
  const product = await addProduct(
    db,
    { ...course0, productId: 0, mgMonthId: null },
    { mgMonth: courseType === 'master_group' },
  );
  return { ...course0, productId: product.productId, mgMonthId: product.mgMonthId };
}

/** Another product of the same product type (another month of a master group). */
export async function addProduct(
  db: Db,
  course: TestCourse,
  options: { mgMonth?: boolean; month?: string } = {},
): Promise<TestCourse> {
  const month = options.month ?? '2026-01-01';
  const mgMonth = options.mgMonth
    ? await createMgMonth(db, { productTypeId: course.productTypeId, month, title: `Месяц ${month.slice(0, 7)}` })
    : null;
  const product = await createProduct(db, {
    productTypeId: course.productTypeId,
    mgMonthId: mgMonth?.id ?? null,
    teacherId: course.teacherId,
    title: `Продукт ${month}`,
    startDate: month,
    endDate: month,
    price: 100_000,
  });
  return { ...course, productId: product.id, mgMonthId: mgMonth?.id ?? null };
}

export type LessonOptions = Partial<Omit<NewLesson, 'productId' | 'productTypeId'>> & {
  /** Start relative to now, in minutes (negative: in the past). Ignored when `startAt` is given. */
  minutesFromNow?: number;
};

/** A lesson of the course's product: a recorded 90-minute webinar of 100 s of video by default. */
export async function buildLesson(db: Db, course: TestCourse, options: LessonOptions = {}): Promise<LessonRow> {
  const { minutesFromNow = -3 * 24 * 60, ...fields } = options;
  sequence += 1;
  return createLesson(db, {
    productId: course.productId,
    productTypeId: course.productTypeId,
    mgMonthId: course.mgMonthId,
    teacherId: course.teacherId,
    title: `Урок ${sequence}`,
    lessonNumber: sequence,
    kind: 'THEORY',
    startAt: new Date(Date.now() + minutesFromNow * MINUTE),
    durationMinutes: 90,
    videoUrl: '/media/sample-lesson.webm',
    videoLength: 100,
    accessHash: randomBytes(12).toString('base64url'),
    ...fields,
  });
}

/** The student owns the course's product from `from` to `to` (by default: since yesterday, for a month). */
export async function grantAccess(
  db: Db,
  studentId: number,
  course: Pick<TestCourse, 'productId'>,
  period: { from?: Date; to?: Date } = {},
): Promise<void> {
  await grantProduct(db, {
    studentId,
    productId: course.productId,
    startsAt: period.from ?? new Date(Date.now() - DAY),
    endsAt: period.to ?? new Date(Date.now() + 30 * DAY),
    source: 'manual',
  });
}

/** A homework of the lesson, with the student's submission in `status` when given. */
export async function buildHomework(
  db: Db,
  lesson: Pick<LessonRow, 'id' | 'productTypeId'>,
  options: { deadline?: Date; studentId?: number; status?: HomeworkStatus; title?: string } = {},
) {
  const productType = (await findProductTypes(db, [lesson.productTypeId])).get(lesson.productTypeId);
  if (!productType) throw new Error('product type of the lesson missing');
  const homework = await createHomework(db, {
    lessonId: lesson.id,
    classTypeId: productType.classTypeId,
    title: options.title ?? 'Домашнее задание',
    tasksTotal: 10,
    deadline: options.deadline ?? new Date(Date.now() + 7 * DAY),
  });
  const submission =
    options.studentId !== undefined && options.status
      ? await setSubmission(db, {
          homeworkId: homework.id,
          studentId: options.studentId,
          status: options.status,
          tasksDone: 4,
        })
      : null;
  return { homework, submission };
}
