import { randomBytes } from 'node:crypto';
import type {
  QueryOf,
  StaffClassYearInput,
  StaffCourseDetail,
  StaffCourseInput,
  StaffLessonDetail,
  StaffLessonInput,
  StaffLessonPatch,
  StaffMonthInput,
  StaffMonthPatch,
  StaffSubject,
  StaffSubjectInput,
  StaffLesson,
  StaffCourse,
  StaffCourseType,
  contract,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../plugins/errors.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import * as repo from './staff-content.repo.js';

type C = typeof contract.staffContent;

// ---- class years

export const classYears = (db: Tx) => repo.listClassYears(db);

export async function createClassYear(db: Db, actor: AuthUser, input: StaffClassYearInput) {
  return db.transaction(async (tx) => {
    const row = await repo.insertClassYear(tx, input);
    if (!row) throw fieldError('value', 'Такой класс уже есть.', 'duplicate');
    await recordAudit(tx, actor, {
      action: 'class_year.create',
      entity: 'class_year',
      entityId: row.id,
      changes: input,
    });
    return row;
  });
}

// ---- subjects

const presentSubject = (row: repo.SubjectRow, years: number[]): StaffSubject => ({
  id: row.id,
  title: row.title,
  colorBase: row.colorBase,
  colorToxic: row.colorToxic,
  sortOrder: row.sortOrder,
  classYears: years,
});

export async function subjects(db: Tx, query: QueryOf<C['subjects']>) {
  const page = await repo.listSubjects(db, query);
  const years = await repo.yearsOfSubjects(
    db,
    page.rows.map((row) => row.id),
  );
  return { count: page.count, results: page.rows.map((row) => presentSubject(row, years.get(row.id) ?? [])) };
}

async function checkYears(tx: Tx, ids: number[] | undefined): Promise<number[] | undefined> {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  const found = await repo.existingClassYearIds(tx, unique);
  if (found.length !== unique.length) throw fieldError('class_years', 'Такого класса нет.', 'not_found');
  return unique;
}

async function presentSubjectById(tx: Tx, id: number): Promise<StaffSubject> {
  const row = await repo.findSubject(tx, id);
  if (!row) throw notFound('Предмет не найден.');
  return presentSubject(row, (await repo.yearsOfSubjects(tx, [id])).get(id) ?? []);
}

const duplicateSubject = () => fieldError('title', 'Предмет с таким названием уже есть.', 'duplicate');

/** A title taken by another subject (any letter case) is refused before the unique index would. */
async function checkTitleFree(tx: Tx, title: string | undefined, selfId?: number) {
  if (title === undefined) return;
  const other = await repo.findSubjectByTitle(tx, title);
  if (other && other.id !== selfId) throw duplicateSubject();
}

async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSubject();
    throw error;
  }
}

export function createSubject(db: Db, actor: AuthUser, input: StaffSubjectInput): Promise<StaffSubject> {
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      await checkTitleFree(tx, input.title);
      const years = (await checkYears(tx, input.classYears)) ?? [];
      const { classYears: _, ...values } = input;
      const row = await repo.insertSubject(tx, values);
      await repo.replaceSubjectYears(tx, row.id, years);
      await recordAudit(tx, actor, { action: 'subject.create', entity: 'subject', entityId: row.id, changes: input });
      return presentSubjectById(tx, row.id);
    }),
  );
}

export function updateSubject(
  db: Db,
  actor: AuthUser,
  id: number,
  patch: Partial<StaffSubjectInput>,
): Promise<StaffSubject> {
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      const before = await presentSubjectById(tx, id);
      await checkTitleFree(tx, patch.title, id);
      const years = await checkYears(tx, patch.classYears);
      const { classYears: _, ...values } = patch;
      const changes = changedFields(before, { ...patch, classYears: years });
      if (Object.keys(changes).length === 0) return before;
      await repo.updateSubject(tx, id, values);
      if (years) await repo.replaceSubjectYears(tx, id, years);
      await recordAudit(tx, actor, { action: 'subject.update', entity: 'subject', entityId: id, changes });
      return presentSubjectById(tx, id);
    }),
  );
}

// ---- courses

export async function courseTypes(db: Tx): Promise<StaffCourseType[]> {
  const rows = await repo.listCourseTypes(db);
  return rows.map((row) => ({ ...row, code: row.code as StaffCourseType['code'] }));
}

const presentCourse = (row: repo.CourseListRow): StaffCourse => ({
  id: row.id,
  title: row.title,
  type: row.type,
  kind: row.kind,
  description: row.description,
  classType: { id: row.classTypeId, title: row.classTypeTitle },
  classYear: { id: row.classYearId, title: row.classYearTitle },
  courseType: { id: row.courseTypeId, code: row.courseTypeCode, title: row.courseTypeTitle },
});

export async function courses(db: Tx, query: QueryOf<C['courses']>) {
  const page = await repo.listCourses(db, query);
  return { count: page.count, results: page.rows.map(presentCourse) };
}

export async function course(db: Tx, id: number): Promise<StaffCourseDetail> {
  const row = await repo.findCourse(db, id);
  if (!row) throw notFound('Курс не найден.');
  const [months, products] = await Promise.all([repo.listMonths(db, id), repo.listProductsOfCourse(db, id)]);
  return {
    ...presentCourse(row),
    months: months.map((month) => ({ id: month.id, month: month.month, title: month.title })),
    products,
  };
}

/** The course's columns from the form: references checked, the course type found by its code. */
async function courseValues(tx: Tx, input: Partial<StaffCourseInput>) {
  const values: Partial<repo.NewCourseRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.type !== undefined) values.type = input.type;
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.description !== undefined) values.description = input.description;
  if (input.classType !== undefined) {
    if (!(await repo.findSubject(tx, input.classType)))
      throw fieldError('class_type', 'Такого предмета нет.', 'not_found');
    values.classTypeId = input.classType;
  }
  if (input.classYear !== undefined) {
    if ((await repo.existingClassYearIds(tx, [input.classYear])).length === 0) {
      throw fieldError('class_year', 'Такого класса нет.', 'not_found');
    }
    values.classYearId = input.classYear;
  }
  if (input.courseType !== undefined) {
    const type = await repo.findCourseTypeByCode(tx, input.courseType);
    if (!type) throw fieldError('course_type', 'Такого типа курса нет.', 'not_found');
    values.courseTypeId = type.id;
  }
  return values;
}

export function createCourse(db: Db, actor: AuthUser, input: StaffCourseInput): Promise<StaffCourseDetail> {
  return db.transaction(async (tx) => {
    const values = await courseValues(tx, input);
    const row = await repo.insertCourse(tx, values as repo.NewCourseRow);
    await recordAudit(tx, actor, { action: 'course.create', entity: 'course', entityId: row.id, changes: input });
    return course(tx, row.id);
  });
}

export function updateCourse(
  db: Db,
  actor: AuthUser,
  id: number,
  patch: Partial<StaffCourseInput>,
): Promise<StaffCourseDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.findCourseRow(tx, id);
    if (!before) throw notFound('Курс не найден.');
    const values = await courseValues(tx, patch);
    const changes = changedFields(before, values);
    if (Object.keys(changes).length > 0) {
      await repo.updateCourse(tx, id, values);
      await recordAudit(tx, actor, { action: 'course.update', entity: 'course', entityId: id, changes });
    }
    return course(tx, id);
  });
}

export function createMonth(db: Db, actor: AuthUser, courseId: number, input: StaffMonthInput) {
  return db.transaction(async (tx) => {
    if (!(await repo.findCourseRow(tx, courseId))) throw notFound('Курс не найден.');
    const row = await repo.insertMonth(tx, { productTypeId: courseId, month: `${input.month}-01`, title: input.title });
    if (!row) throw fieldError('month', 'Этот месяц у курса уже есть.', 'duplicate');
    await recordAudit(tx, actor, {
      action: 'mg_month.create',
      entity: 'mg_month',
      entityId: row.id,
      changes: { course: courseId, ...input },
    });
    return { id: row.id, month: row.month, title: row.title };
  });
}

const monthNotFound = () => notFound('Месяц не найден.');

export function updateMonth(db: Db, actor: AuthUser, id: number, patch: StaffMonthPatch): Promise<StaffCourseDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.lockMonth(tx, id);
    if (!before) throw monthNotFound();
    const changes = changedFields(before, patch);
    if (Object.keys(changes).length > 0) {
      await repo.updateMonth(tx, id, { title: patch.title ?? before.title });
      await recordAudit(tx, actor, { action: 'mg_month.update', entity: 'mg_month', entityId: id, changes });
    }
    return course(tx, before.productTypeId);
  });
}

/**
 * A month goes only while nothing hangs on it: its lessons would lose their month, and a product sold
 * for it keeps a foreign key to it (docs/staff-content.md "Master-group months").
 */
export function deleteMonth(db: Db, actor: AuthUser, id: number): Promise<StaffCourseDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.lockMonth(tx, id);
    if (!before) throw monthNotFound();
    const usage = await repo.monthUsage(tx, id);
    if (usage.lessons > 0) {
      throw new AppError(409, 'in_use', 'В этом месяце есть уроки: сначала перенесите или удалите их.');
    }
    if (usage.products > 0) {
      throw new AppError(409, 'in_use', 'Этот месяц продаётся: у него есть продукты. Удалить его нельзя.');
    }
    await repo.deleteMonth(tx, id);
    await recordAudit(tx, actor, {
      action: 'mg_month.delete',
      entity: 'mg_month',
      entityId: id,
      changes: { course: before.productTypeId, month: before.month, title: before.title },
    });
    return course(tx, before.productTypeId);
  });
}

// ---- lessons

const presentLesson = (row: repo.LessonRow): StaffLesson => ({
  id: row.id,
  productId: row.productId,
  productTypeId: row.productTypeId,
  mgMonthId: row.mgMonthId,
  title: row.title,
  kind: row.kind as StaffLesson['kind'],
  lessonNumber: row.lessonNumber,
  startAt: row.startAt.toISOString(),
  durationMinutes: row.durationMinutes,
  description: row.description,
  videoUrl: row.videoUrl,
  videoLength: row.videoLength,
  withoutVideo: row.withoutVideo,
  alwaysOpen: row.alwaysOpen,
  isPublished: row.isPublished,
});

export async function lessons(db: Tx, query: QueryOf<C['lessons']>) {
  const page = await repo.listLessons(db, query);
  return { count: page.count, results: page.rows.map(presentLesson) };
}

export async function lesson(db: Tx, id: number): Promise<StaffLessonDetail> {
  const row = await repo.findLesson(db, id);
  if (!row) throw notFound('Урок не найден.');
  const [materials, subLessons] = await Promise.all([repo.listMaterials(db, id), repo.listSubLessons(db, id)]);
  return {
    ...presentLesson(row),
    materials: materials.map((m) => ({ title: m.title, url: m.url, kind: m.kind as 'workbook' })),
    subLessons: subLessons.map((s) => ({ title: s.title, videoUrl: s.videoUrl, videoLength: s.videoLength })),
  };
}

/** The product decides the course, the month and the teacher of its lessons. */
async function productOf(tx: Tx, productId: number) {
  const product = await repo.findProduct(tx, productId);
  if (!product) throw fieldError('product', 'Такого продукта нет.', 'not_found');
  return {
    productId: product.id,
    productTypeId: product.productTypeId,
    mgMonthId: product.mgMonthId,
    teacherId: product.teacherId,
  };
}

function lessonColumns(input: StaffLessonPatch): Partial<repo.NewLessonRow> {
  const values: Partial<repo.NewLessonRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.kind !== undefined) values.kind = input.kind;
  if (input.lessonNumber !== undefined) values.lessonNumber = input.lessonNumber;
  if (input.startAt !== undefined) values.startAt = new Date(input.startAt);
  if (input.durationMinutes !== undefined) values.durationMinutes = input.durationMinutes;
  if (input.description !== undefined) values.description = input.description;
  if (input.withoutVideo !== undefined) values.withoutVideo = input.withoutVideo;
  if (input.alwaysOpen !== undefined) values.alwaysOpen = input.alwaysOpen;
  if (input.videoUrl !== undefined) values.videoUrl = input.videoUrl;
  return values;
}

/** A new lesson is a draft: students see it once it is published (docs/staff-content.md). */
export function createLesson(db: Db, actor: AuthUser, input: StaffLessonInput): Promise<StaffLessonDetail> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, input.product);
    const row = await repo.insertLesson(tx, {
      ...(lessonColumns(input) as repo.NewLessonRow),
      ...product,
      accessHash: randomBytes(12).toString('base64url'),
      isPublished: false,
    });
    await repo.replaceMaterials(tx, row.id, input.materials);
    await repo.replaceSubLessons(tx, row.id, input.subLessons);
    await recordAudit(tx, actor, { action: 'lesson.create', entity: 'lesson', entityId: row.id, changes: input });
    return lesson(tx, row.id);
  });
}

export function updateLesson(db: Db, actor: AuthUser, id: number, patch: StaffLessonPatch): Promise<StaffLessonDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.lockLesson(tx, id);
    if (!before) throw notFound('Урок не найден.');
    const values: Partial<repo.NewLessonRow> = {
      ...lessonColumns(patch),
      ...(patch.product !== undefined && (await productOf(tx, patch.product))),
    };
    // Another video's length is not this one's: it is read again (upload) or left unknown.
    if (values.videoUrl !== undefined && values.videoUrl !== before.videoUrl) values.videoLength = null;
    const changes: Record<string, unknown> = changedFields(before, values);
    await repo.updateLesson(tx, id, values);
    if (patch.materials) {
      await repo.replaceMaterials(tx, id, patch.materials);
      changes.materials = patch.materials;
    }
    if (patch.subLessons) {
      await repo.replaceSubLessons(tx, id, patch.subLessons);
      changes.subLessons = patch.subLessons;
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, { action: 'lesson.update', entity: 'lesson', entityId: id, changes });
    }
    return lesson(tx, id);
  });
}

export function setPublished(db: Db, actor: AuthUser, id: number, published: boolean): Promise<StaffLessonDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.lockLesson(tx, id);
    if (!before) throw notFound('Урок не найден.');
    if (before.isPublished !== published) {
      await repo.updateLesson(tx, id, { isPublished: published });
      await recordAudit(tx, actor, {
        action: published ? 'lesson.publish' : 'lesson.unpublish',
        entity: 'lesson',
        entityId: id,
        changes: { isPublished: [before.isPublished, published] },
      });
    }
    return lesson(tx, id);
  });
}

/** Stores the uploaded video's URL and the length read from its file, audited as `lesson.video`. */
export function setUploadedVideo(
  db: Db,
  actor: AuthUser,
  id: number,
  video: { url: string; length: number | null; name: string; bytes: number },
): Promise<StaffLessonDetail> {
  return db.transaction(async (tx) => {
    const before = await repo.lockLesson(tx, id);
    if (!before) throw notFound('Урок не найден.');
    const values = { videoUrl: video.url, videoLength: video.length, withoutVideo: false };
    await repo.updateLesson(tx, id, values);
    await recordAudit(tx, actor, {
      action: 'lesson.video',
      entity: 'lesson',
      entityId: id,
      changes: { ...changedFields(before, values), file: video.name, bytes: video.bytes },
    });
    return lesson(tx, id);
  });
}

export const lessonExists = async (db: Tx, id: number) => {
  if (!(await repo.findLesson(db, id))) throw notFound('Урок не найден.');
};
