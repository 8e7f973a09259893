import type { SelfStudy, SelfStudyInput, SelfStudyListItem, SelfStudyPatch } from '@school/contract';
import type { Db, Tx } from '../../../db/client.js';
import type { AuthUser } from '../../../plugins/access-token.js';
import { fieldError, notFound } from '../../../plugins/errors.js';
import { cachedClassTypes } from '../../core/core.service.js';
import { classTypeRefs } from '../class-type-refs.js';
import { presentBankTasks, visibleTasks } from '../task-bank/materials.service.js';
import * as repo from './personal-works.repo.js';

// Another tutor's work is answered like a missing one: ids are not confirmed to strangers.
export const workNotFound = () => notFound('Работа не найдена.');

async function presentItem(db: Tx, row: repo.WorkWithTotals): Promise<SelfStudyListItem> {
  const { work } = row;
  return {
    id: work.id,
    title: work.title,
    description: work.description,
    classType: (await classTypeRefs(db))(work.classTypeId),
    timeLimitMinutes: work.timeLimitMinutes,
    tasksTotal: row.tasksTotal,
    maxScore: row.maxScore,
    assignedCount: row.assignedCount,
    createdAt: work.createdAt.toISOString(),
    updatedAt: work.updatedAt.toISOString(),
  };
}

async function presentWork(db: Tx, tutorId: number, row: repo.WorkWithTotals): Promise<SelfStudy> {
  const tasks = await visibleTasks(db, tutorId, await repo.workTaskIds(db, row.work.id));
  return { ...(await presentItem(db, row)), tasks: await presentBankTasks(db, tutorId, tasks) };
}

/**
 * The tasks of a work: the bank's or the tutor's own (another tutor's are unknown), each once,
 * all of the work's subject.
 */
async function checkTasks(db: Tx, tutorId: number, classTypeId: number, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw fieldError('tasks', 'Задание добавлено в работу дважды.', 'duplicate');
  const found = await visibleTasks(db, tutorId, ids);
  if (found.length !== ids.length) throw fieldError('tasks', 'Такого задания нет в банке.', 'unknown_task');
  if (found.some((row) => row.task.classTypeId !== classTypeId)) {
    throw fieldError('tasks', 'Все задания работы должны быть по её предмету.', 'wrong_subject');
  }
}

async function checkClassType(db: Tx, id: number): Promise<void> {
  if (!(await cachedClassTypes(db)).some((t) => t.id === id)) {
    throw fieldError('class_type', 'Такого предмета нет.', 'does_not_exist');
  }
}

/** `GET /tutor/self-studies/`: the library (`/personal-works-base`). */
export async function listSelfStudies(
  db: Tx,
  user: AuthUser,
  query: { classType?: number; search?: string; limit: number; offset: number },
) {
  const rows = await repo.listWorks(db, user.id, query);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    count = (await repo.listWorks(db, user.id, { ...query, offset: 0, limit: 1 }))[0]?.total ?? 0;
  }
  const results: SelfStudyListItem[] = [];
  for (const row of rows) results.push(await presentItem(db, row));
  return { count, results };
}

export async function getSelfStudy(db: Tx, user: AuthUser, id: number): Promise<SelfStudy> {
  const row = await repo.findWork(db, user.id, id);
  if (!row) throw workNotFound();
  return presentWork(db, user.id, row);
}

/** `POST /tutor/self-studies/`. */
export async function createSelfStudy(db: Db, user: AuthUser, input: SelfStudyInput): Promise<SelfStudy> {
  await checkClassType(db, input.classType);
  await checkTasks(db, user.id, input.classType, input.tasks);
  const id = await db.transaction(async (tx) => {
    const work = await repo.insertWork(tx, {
      tutorId: user.id,
      classTypeId: input.classType,
      title: input.title,
      description: input.description,
      timeLimitMinutes: input.timeLimitMinutes,
    });
    await repo.replaceWorkTasks(tx, work.id, input.tasks);
    return work.id;
  });
  return getSelfStudy(db, user, id);
}

/**
 * `PATCH /tutor/self-studies/:id/`: any field, tasks too, also after the work was given: a client
 * has a copy made on assign, which this never touches (docs/tutor-and-manager.md).
 */
export async function updateSelfStudy(db: Db, user: AuthUser, id: number, patch: SelfStudyPatch): Promise<SelfStudy> {
  await db.transaction(async (tx) => {
    const row = await repo.findWork(tx, user.id, id, 'update');
    if (!row) throw workNotFound();
    const classTypeId = patch.classType ?? row.work.classTypeId;
    if (patch.classType !== undefined) await checkClassType(tx, classTypeId);
    if (patch.tasks !== undefined || patch.classType !== undefined) {
      await checkTasks(tx, user.id, classTypeId, patch.tasks ?? (await repo.workTaskIds(tx, id)));
    }
    await repo.updateWork(tx, id, {
      title: patch.title,
      description: patch.description,
      classTypeId: patch.classType,
      timeLimitMinutes: patch.timeLimitMinutes,
    });
    if (patch.tasks !== undefined) await repo.replaceWorkTasks(tx, id, patch.tasks);
  });
  return getSelfStudy(db, user, id);
}

/**
 * `DELETE /tutor/self-studies/:id/`: a work never given is deleted; a given one is archived (gone
 * from the library, its assignments and their copies stay with the clients).
 */
export async function deleteSelfStudy(db: Db, user: AuthUser, id: number): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const row = await repo.findWork(tx, user.id, id, 'update');
    if (!row) throw workNotFound();
    if ((await repo.countAssignments(tx, id)) > 0) await repo.updateWork(tx, id, { archivedAt: new Date() });
    else await repo.deleteWork(tx, id);
  });
  return {};
}
