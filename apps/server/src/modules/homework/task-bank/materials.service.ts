import type { BankTask, OwnTaskInput } from '@school/contract';
import type { Db, Tx } from '../../../db/client.js';
import type { AuthUser } from '../../../plugins/access-token.js';
import { AppError, notFound } from '../../../plugins/errors.js';
import { classTypeRefs } from '../class-type-refs.js';
import * as materials from './materials.repo.js';
import { buildOwnTask } from './own-task.js';
import * as repo from './task-bank.repo.js';

// Another tutor's own task is answered like a missing one: ids are not confirmed to strangers.
export const taskNotFound = () => notFound('Задание не найдено.');
const taskGiven = () =>
  new AppError(409, 'task_given', 'Задание уже выдано ученику: его нельзя изменить или удалить. Создайте новое.');

/**
 * Tasks as the bank shows them, with their criteria. The key leaves only for the viewer's own
 * tasks: the bank's keys stay on the server (a tutor's client may be doing the same task).
 */
export async function presentBankTasks(db: Tx, viewerId: number, rows: materials.TaskWithRefs[]): Promise<BankTask[]> {
  const classType = await classTypeRefs(db);
  const criteria = await repo.listCriteria(
    db,
    rows.filter((r) => r.task.type === 'EXTENDED').map((r) => r.task.id),
  );
  return rows.map(({ task, examTaskNumber, topic }) => {
    const own = task.authorId !== null && task.authorId === viewerId;
    return {
      id: task.id,
      classType: classType(task.classTypeId),
      type: task.type,
      statementHtml: task.statementHtml,
      options: task.options,
      matchItems: task.matchItems,
      taskNumberId: task.taskNumberId,
      examTaskNumber,
      topicId: task.topicId,
      topic,
      maxPoints: task.maxPoints,
      isStar: task.isStar,
      hint: task.hint,
      theoryUrl: task.theoryUrl,
      criteria: criteria
        .filter((c) => c.taskId === task.id)
        .map((c) => ({ id: c.id, title: c.title, maxPoints: c.maxPoints })),
      isOwn: own,
      correct: own ? task.correct : null,
      correctHtml: own ? task.correctHtml : null,
      explanationHtml: own ? task.explanationHtml : null,
    };
  });
}

/** `GET /v2/materials/tasks/` (spec 3 §7): the bank plus the caller's own tasks. */
export async function listMaterials(db: Tx, user: AuthUser, filter: materials.MaterialsFilter) {
  const rows = await materials.listPage(db, user.id, filter);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    count = (await materials.listPage(db, user.id, { ...filter, offset: 0, limit: 1 }))[0]?.total ?? 0;
  }
  return { count, results: await presentBankTasks(db, user.id, rows) };
}

/** Tasks by id the viewer may put into a work, in the order asked; unknown ones are left out. */
export async function visibleTasks(db: Tx, viewerId: number, ids: number[]) {
  const rows = await materials.findVisible(db, viewerId, ids);
  const byId = new Map(rows.map((r) => [r.task.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function getMaterial(db: Tx, user: AuthUser, id: number): Promise<BankTask> {
  const [row] = await visibleTasks(db, user.id, [id]);
  if (!row) throw taskNotFound();
  const [task] = await presentBankTasks(db, user.id, [row]);
  return task!;
}

/** `POST /v2/materials/tasks/`: a tutor's own task, seen only by them. */
export async function createOwnTask(db: Db, user: AuthUser, input: OwnTaskInput): Promise<BankTask> {
  const own = await buildOwnTask(db, user.id, input);
  const task = await db.transaction((tx) => repo.insertTask(tx, own.task, own.criteria));
  return getMaterial(db, user, task.id);
}

/** `PUT /v2/materials/tasks/:id/`: only the author's, and only while no student was given it. */
export async function updateOwnTask(db: Db, user: AuthUser, id: number, input: OwnTaskInput): Promise<BankTask> {
  const own = await buildOwnTask(db, user.id, input);
  await db.transaction(async (tx) => {
    if (!(await materials.lockOwnTask(tx, user.id, id))) throw taskNotFound();
    if (await materials.isGiven(tx, id)) throw taskGiven();
    await materials.replaceTask(tx, id, own.task, own.criteria);
  });
  return getMaterial(db, user, id);
}

/** `DELETE /v2/materials/tasks/:id/`: it leaves the author's works too. */
export async function deleteOwnTask(db: Db, user: AuthUser, id: number): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    if (!(await materials.lockOwnTask(tx, user.id, id))) throw taskNotFound();
    if (await materials.isGiven(tx, id)) throw taskGiven();
    await materials.deleteTask(tx, id);
  });
  return {};
}
