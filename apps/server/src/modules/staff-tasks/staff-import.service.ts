import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import { z } from 'zod';
import {
  LESSON_KINDS,
  OwnTaskInputSchema,
  type ImportInput,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type OwnTaskInput,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, ValidationError, fieldError } from '../../plugins/errors.js';
import { findProducts } from '../courses/courses.service.js';
import * as bank from '../homework/staff-bank.service.js';
import { createLesson, type NewLesson } from '../lessons/lessons.service.js';
import { recordAudit } from '../staff/audit.js';

/** At most this many rows in one file: a month of lessons or a chapter of tasks fits many times. */
export const IMPORT_MAX_ROWS = 1000;

type Cells = Record<string, string>;
type RowError = { field: string; message: string };

/** The file as rows of text cells keyed by the lower-case column name. */
function readRows(input: ImportInput): { rows: Cells[]; fileErrors: string[] } {
  const cell = (value: unknown): string =>
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.map(cell).join('|')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value).trim();
  const normalise = (record: Record<string, unknown>): Cells =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key.trim().toLowerCase(), cell(value)]));
  if (input.format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(input.text);
    } catch {
      return { rows: [], fileErrors: ['Файл не читается как JSON.'] };
    }
    if (!Array.isArray(data) || !data.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
      return { rows: [], fileErrors: ['JSON должен быть массивом объектов: по объекту на строку.'] };
    }
    return { rows: (data as Record<string, unknown>[]).map(normalise), fileErrors: [] };
  }
  const parsed = Papa.parse<Record<string, string>>(input.text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fileErrors = parsed.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .slice(0, 5)
    .map((error) => `Строка ${(error.row ?? 0) + 1}: CSV не разобран (${error.code}).`);
  if ((parsed.meta.fields ?? []).length === 0) fileErrors.push('В файле нет строки заголовков.');
  return { rows: parsed.data.map(normalise), fileErrors };
}

const issuesOf = (error: z.ZodError): RowError[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'row', message: issue.message }));

const errorsOfApp = (error: unknown): RowError[] => {
  if (error instanceof ValidationError) return error.items.map((i) => ({ field: i.attr ?? 'row', message: i.detail }));
  throw error;
};

// ---- Lessons ----

/** `2026-09-01 15:00` with no offset is Astana time (UTC+5, the school's zone). */
function parseStart(text: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+05:00` : text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v));

const LessonRowSchema = z.object({
  title: z.string().trim().min(1, 'Укажите название урока.').max(200),
  kind: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(LESSON_KINDS, { error: 'Тип урока: THEORY или PRACTICE.' })),
  start_at: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const date = parseStart(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'Дата начала: 2026-09-01 15:00 или ISO 8601 с часовым поясом.' });
        return z.NEVER;
      }
      return date;
    }),
  lesson_number: z.coerce
    .number({ error: 'Номер урока: целое число от 1.' })
    .int('Номер урока: целое число от 1.')
    .min(1, 'Номер урока: целое число от 1.')
    .max(10_000),
  duration_minutes: z
    .string()
    .trim()
    .transform((v) => (v === '' ? 90 : Number(v)))
    .pipe(
      z.number({ error: 'Длительность: целое число минут.' }).int('Длительность: целое число минут.').min(5).max(600),
    ),
  description: optionalText(5000),
  video_url: optionalText(500).pipe(
    z.url({ protocol: /^https?$/, error: 'Ссылка на видео: адрес http(s).' }).nullable(),
  ),
});

const lessonCells = (cells: Cells) => ({
  title: cells.title ?? '',
  kind: cells.kind ?? '',
  start_at: cells.start_at ?? '',
  lesson_number: cells.lesson_number ?? '',
  duration_minutes: cells.duration_minutes ?? '',
  description: cells.description ?? '',
  video_url: cells.video_url ?? '',
});

type LessonDraft = Omit<NewLesson, 'productId' | 'productTypeId' | 'accessHash'>;

function lessonRow(cells: Cells): { draft: LessonDraft | null; summary: string; errors: RowError[] } {
  const parsed = LessonRowSchema.safeParse(lessonCells(cells));
  const summary = cells.title ?? '';
  if (!parsed.success) return { draft: null, summary, errors: issuesOf(parsed.error) };
  const row = parsed.data;
  return {
    draft: {
      title: row.title,
      kind: row.kind,
      startAt: row.start_at,
      lessonNumber: row.lesson_number,
      durationMinutes: row.duration_minutes,
      description: row.description ?? '',
      videoUrl: row.video_url,
      isPublished: false,
    },
    summary: `${row.lesson_number}. ${row.title}`,
    errors: [],
  };
}

// ---- Tasks ----

const list = (text: string | undefined) =>
  (text ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const letter = (index: number) => String.fromCharCode(97 + index);
/** An option named by its letter (a) or its number (1). */
const optionRef = (ref: string) => (/^\d+$/.test(ref) ? letter(Number(ref) - 1) : ref.toLowerCase());
const BOOL = new Set(['1', 'true', 'да', 'yes']);

/** A CSV row of a task as the API's body (columns: docs/staff-tasks.md "Bulk import"). */
function taskInputOf(cells: Cells, classType: number): unknown {
  const type = (cells.type ?? '').trim().toUpperCase();
  const options = list(cells.options).map((html, i) => ({ id: letter(i), html }));
  const matchItems = list(cells.match_items).map((html, i) => ({ id: String(i + 1), html }));
  const key = list(cells.correct);
  let correct: unknown = null;
  switch (type) {
    case 'SHORT':
      correct = { type, accepted: key };
      break;
    case 'SINGLE':
      correct = { type, choice: optionRef(key[0] ?? '') };
      break;
    case 'MULTIPLE':
      correct = { type, choices: key.map(optionRef) };
      break;
    case 'ORDER':
      correct = { type, order: key.length > 0 ? key.map(optionRef) : options.map((o) => o.id) };
      break;
    case 'MATCH':
      correct = {
        type,
        pairs: Object.fromEntries(
          key.map((pair) => {
            const [left = '', right = ''] = pair.split('=').map((s) => s.trim());
            return [left, optionRef(right)];
          }),
        ),
      };
      break;
  }
  const criteria = list(cells.criteria).map((part) => {
    const at = part.lastIndexOf(':');
    return at < 0
      ? { title: part, maxPoints: 1 }
      : { title: part.slice(0, at).trim(), maxPoints: Number(part.slice(at + 1).trim()) };
  });
  const text = (key: string) => (cells[key] ?? '') || null;
  return {
    classType,
    type,
    statementHtml: cells.statement ?? cells.statement_html ?? '',
    options,
    matchItems,
    correct,
    explanationHtml: text('explanation') ?? text('explanation_html'),
    maxPoints: cells.max_points ? Number(cells.max_points) : 1,
    isStar: BOOL.has((cells.is_star ?? '').toLowerCase()),
    hint: text('hint'),
    theoryUrl: text('theory_url'),
    criteria,
  };
}

/** Field names of the API body back to the file's columns, for the per-row errors. */
const TASK_FIELD: Record<string, string> = {
  statementHtml: 'statement',
  statement_html: 'statement',
  matchItems: 'match_items',
  match_items: 'match_items',
  maxPoints: 'max_points',
  explanationHtml: 'explanation',
  theoryUrl: 'theory_url',
  isStar: 'is_star',
};
const columnOf = (field: string) => {
  const head = field.split('.')[0] ?? field;
  return TASK_FIELD[head] ?? head;
};

async function taskRow(db: Tx, cells: Cells, classType: number) {
  const summary = (cells.statement ?? cells.statement_html ?? '').replace(/<[^>]*>/g, '').slice(0, 80);
  const parsed = OwnTaskInputSchema.safeParse(taskInputOf(cells, classType));
  if (!parsed.success) {
    return { input: null, summary, errors: issuesOf(parsed.error).map((e) => ({ ...e, field: columnOf(e.field) })) };
  }
  try {
    await bank.buildOwnTask(db, 0, parsed.data);
  } catch (error) {
    return { input: null, summary, errors: errorsOfApp(error).map((e) => ({ ...e, field: columnOf(e.field) })) };
  }
  return { input: parsed.data, summary: `${parsed.data.type}: ${summary}`, errors: [] };
}

// ---- Preview and commit ----

interface Plan {
  preview: ImportPreview;
  lessons: LessonDraft[];
  tasks: OwnTaskInput[];
  product: { id: number; productTypeId: number } | null;
}

async function plan(db: Tx, input: ImportInput): Promise<Plan> {
  const { rows, fileErrors } = readRows(input);
  if (rows.length === 0 && fileErrors.length === 0) fileErrors.push('В файле нет ни одной строки данных.');
  if (rows.length > IMPORT_MAX_ROWS) fileErrors.push(`Не больше ${IMPORT_MAX_ROWS} строк в одном файле.`);
  let product: Plan['product'] = null;
  if (input.kind === 'lessons') {
    if (input.product === null) throw fieldError('product', 'Выберите продукт, в который добавить уроки.', 'required');
    const [row] = await findProducts(db, [input.product]);
    if (!row) throw fieldError('product', 'Такого продукта нет.', 'does_not_exist');
    product = { id: row.id, productTypeId: row.productTypeId };
  } else if (input.classType === null) {
    throw fieldError('class_type', 'Выберите предмет заданий.', 'required');
  }
  const preview: ImportRow[] = [];
  const lessons: LessonDraft[] = [];
  const tasks: OwnTaskInput[] = [];
  for (const [index, cells] of rows.slice(0, IMPORT_MAX_ROWS).entries()) {
    if (input.kind === 'lessons') {
      const { draft, summary, errors } = lessonRow(cells);
      if (draft) lessons.push(draft);
      preview.push({ row: index + 1, summary, errors });
    } else {
      const { input: task, summary, errors } = await taskRow(db, cells, input.classType!);
      if (task) tasks.push(task);
      preview.push({ row: index + 1, summary, errors });
    }
  }
  const invalid = preview.filter((r) => r.errors.length > 0).length;
  return {
    preview: { kind: input.kind, rows: preview, valid: preview.length - invalid, invalid, fileErrors },
    lessons,
    tasks,
    product,
  };
}

/** `POST /staff/content/import/preview/`: every row with its errors; nothing is written. */
export async function previewImport(db: Db, input: ImportInput): Promise<ImportPreview> {
  return (await plan(db, input)).preview;
}

/**
 * `POST /staff/content/import/commit/`: all rows in one transaction with one audit record, or
 * nothing when any row (or the file) has an error: a half-imported file is harder to fix than a
 * refused one (docs/staff-tasks.md).
 */
export async function commitImport(db: Db, actor: AuthUser, input: ImportInput): Promise<ImportResult> {
  const { preview, lessons, tasks, product } = await plan(db, input);
  if (preview.invalid > 0 || preview.fileErrors.length > 0) {
    throw new AppError(
      400,
      'import_has_errors',
      `В файле есть ошибки (строк с ошибками: ${preview.invalid}). Исправьте их в предпросмотре и загрузите файл снова: ничего не записано.`,
    );
  }
  const built = input.kind === 'tasks' ? await Promise.all(tasks.map((t) => bank.buildOwnTask(db, 0, t))) : [];
  const ids = await db.transaction(async (tx) => {
    const created: number[] = [];
    if (input.kind === 'lessons') {
      for (const draft of lessons) {
        const row = await createLesson(tx, {
          ...draft,
          productId: product!.id,
          productTypeId: product!.productTypeId,
          accessHash: randomBytes(12).toString('base64url'),
        });
        created.push(row.id);
      }
    } else {
      for (const own of built)
        created.push((await bank.insertTask(tx, { ...own.task, authorId: null }, own.criteria)).id);
    }
    await recordAudit(tx, actor, {
      action: input.kind === 'lessons' ? 'lesson.import' : 'task.import',
      entity: input.kind === 'lessons' ? 'product' : 'class_type',
      entityId: input.kind === 'lessons' ? product!.id : input.classType!,
      changes: { format: input.format, created: created.length, ids: created },
    });
    return created;
  });
  return { kind: input.kind, created: ids.length, ids };
}
