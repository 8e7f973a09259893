import type {
  QueryOf,
  StaffSubTheoryInput,
  StaffSubTheoryPatch,
  StaffTheoryTopicDetail,
  StaffTheoryTopicInput,
  StaffTheoryTopicPatch,
  contract,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { cleanHtml } from '../../lib/clean-html.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../plugins/errors.js';
import { theoryEditing as theory } from '../lectures/theory-editing.js';
import { changedFields, recordAudit } from '../staff/audit.js';
import * as repo from './staff-content.repo.js';

// Theory for tutors (docs/staff-content.md "Theory for tutors"): topics of a subject and their sub-theories.

type C = typeof contract.staffContent;

const topicNotFound = () => notFound('Тема не найдена.');
const subTheoryNotFound = () => notFound('Подтема не найдена.');
const duplicateTitle = () => fieldError('title', 'Тема с таким названием у предмета уже есть.', 'duplicate');

export async function theoryTopics(db: Tx, query: QueryOf<C['theoryTopics']>) {
  const { count, rows } = await theory.listTopics(db, { ...query, subject: query.classType });
  return { count, results: rows };
}

export async function theoryTopic(db: Tx, id: number): Promise<StaffTheoryTopicDetail> {
  const topic = await theory.findTopic(db, id);
  if (!topic) throw topicNotFound();
  const subs = await theory.subTheoriesOf(db, id);
  const lectures = await theory.lectureCounts(
    db,
    subs.map((sub) => sub.id),
  );
  return {
    id: topic.id,
    classTypeId: topic.classTypeId,
    title: topic.title,
    description: topic.description,
    position: topic.position,
    subTheoriesCount: subs.length,
    subTheories: subs.map((sub) => ({
      id: sub.id,
      title: sub.title,
      text: sub.text,
      videoUrl: sub.videoUrl,
      videoLength: sub.videoLength,
      position: sub.position,
      lecturesCount: lectures.get(sub.id) ?? 0,
    })),
  };
}

async function checkSubject(tx: Tx, id: number | undefined) {
  if (id !== undefined && !(await repo.findSubject(tx, id)))
    throw fieldError('class_type', 'Такого предмета нет.', 'not_found');
}

/** The unique (subject, title) index is the last word when two saves race. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTitle();
    throw error;
  }
}

export function createTheoryTopic(db: Db, actor: AuthUser, input: StaffTheoryTopicInput) {
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      await checkSubject(tx, input.classType);
      const { classType, ...values } = input;
      const row = await theory.insertTopic(tx, { ...values, classTypeId: classType });
      if (!row) throw duplicateTitle();
      await recordAudit(tx, actor, {
        action: 'theory_topic.create',
        entity: 'theory_topic',
        entityId: row.id,
        changes: input,
      });
      return theoryTopic(tx, row.id);
    }),
  );
}

export function updateTheoryTopic(db: Db, actor: AuthUser, id: number, patch: StaffTheoryTopicPatch) {
  return uniqueTitle(() =>
    db.transaction(async (tx) => {
      const before = await theory.lockTopic(tx, id);
      if (!before) throw topicNotFound();
      await checkSubject(tx, patch.classType);
      const { classType, ...rest } = patch;
      const values = { ...rest, ...(classType === undefined ? {} : { classTypeId: classType }) };
      const changes = changedFields(before, values);
      if (Object.keys(changes).length === 0) return theoryTopic(tx, id);
      const other = await theory.findTopicByTitle(
        tx,
        values.classTypeId ?? before.classTypeId,
        values.title ?? before.title,
      );
      if (other && other.id !== id) throw duplicateTitle();
      await theory.updateTopic(tx, id, values);
      await recordAudit(tx, actor, { action: 'theory_topic.update', entity: 'theory_topic', entityId: id, changes });
      return theoryTopic(tx, id);
    }),
  );
}

export function orderSubTheories(db: Db, actor: AuthUser, id: number, order: number[]) {
  return db.transaction(async (tx) => {
    if (!(await theory.lockTopic(tx, id))) throw topicNotFound();
    const before = (await theory.subTheoriesOf(tx, id)).map((sub) => sub.id);
    const same = new Set(order);
    if (same.size !== order.length || order.length !== before.length || !before.every((sub) => same.has(sub))) {
      throw fieldError('sub_theories', 'Перечислите все подтемы темы, каждую один раз.', 'invalid');
    }
    await theory.setSubTheoryPositions(tx, id, order);
    await recordAudit(tx, actor, {
      action: 'theory_topic.order',
      entity: 'theory_topic',
      entityId: id,
      changes: { subTheories: [before, order] },
    });
    return theoryTopic(tx, id);
  });
}

/** Rich text is stored cleaned: the tutor's page shows it as HTML. */
const cleaned = <T extends { text?: string }>(values: T): T =>
  values.text === undefined ? values : { ...values, text: cleanHtml(values.text) };

export function createSubTheory(db: Db, actor: AuthUser, topicId: number, input: StaffSubTheoryInput) {
  return db.transaction(async (tx) => {
    if (!(await theory.lockTopic(tx, topicId))) throw topicNotFound();
    const position = await theory.nextSubTheoryPosition(tx, topicId);
    const values = cleaned(input);
    const row = await theory.insertSubTheory(tx, { ...values, topicId, position });
    await recordAudit(tx, actor, {
      action: 'sub_theory.create',
      entity: 'sub_theory',
      entityId: row.id,
      changes: { topic: topicId, title: values.title, videoUrl: values.videoUrl },
    });
    return theoryTopic(tx, topicId);
  });
}

export function updateSubTheory(db: Db, actor: AuthUser, id: number, patch: StaffSubTheoryPatch) {
  return db.transaction(async (tx) => {
    const before = await theory.findSubTheoryRow(tx, id);
    if (!before) throw subTheoryNotFound();
    const values = cleaned(patch);
    const changes = changedFields(before, values);
    if (Object.keys(changes).length > 0) {
      // The stored length was another video's.
      const length = 'videoUrl' in changes ? { videoLength: null } : {};
      await theory.updateSubTheory(tx, id, { ...values, ...length });
      await recordAudit(tx, actor, { action: 'sub_theory.update', entity: 'sub_theory', entityId: id, changes });
    }
    return theoryTopic(tx, before.topicId);
  });
}

export function deleteSubTheory(db: Db, actor: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const before = await theory.findSubTheoryRow(tx, id);
    if (!before) throw subTheoryNotFound();
    // A given lecture goes with its sub-theory (on delete cascade): the client's lecture would vanish.
    if (((await theory.lectureCounts(tx, [id])).get(id) ?? 0) > 0) {
      throw new AppError(409, 'in_use', 'Эту подтему уже выдавали ученикам как лекцию: её нельзя удалить.');
    }
    await theory.deleteSubTheory(tx, id);
    await recordAudit(tx, actor, {
      action: 'sub_theory.delete',
      entity: 'sub_theory',
      entityId: id,
      changes: { topic: before.topicId, title: before.title },
    });
    return theoryTopic(tx, before.topicId);
  });
}
