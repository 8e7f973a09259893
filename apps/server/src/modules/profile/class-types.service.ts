import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { updateStudentProfile } from '../users/users.service.js';
import { findDetails, listClassTypeIds, replaceClassTypes, saveDetails } from './profile.repo.js';

export async function readClassTypes(db: Tx, userId: number) {
  const [details, classTypes] = await Promise.all([findDetails(db, userId), listClassTypeIds(db, userId)]);
  return { classYear: details?.classYearId ?? null, classTypes };
}

/**
 * `PATCH /v2/students/class-types/`: the class year and subjects taught in it. Choosing them is
 * choosing goals until the goals screens of a later issue exist (docs/profile.md), so the
 * hasChosenGoals status is set in the same transaction.
 */
export async function chooseClassTypes(ctx: AppContext, userId: number, classYear: number, classTypeIds: number[]) {
  if (!(await listClassYears(ctx.db)).some((year) => year.id === classYear)) {
    throw fieldError('class_year', 'Такого класса нет.', 'unknown_class_year');
  }
  const taught = new Set((await listClassTypes(ctx.db, classYear)).map((type) => type.id));
  const unknown = classTypeIds.find((id) => !taught.has(id));
  if (unknown !== undefined)
    throw fieldError('class_types', 'Этот предмет не преподают в выбранном классе.', 'unknown_class_type');
  return ctx.db.transaction(async (tx) => {
    await storeClassChoice(tx, userId, classYear, classTypeIds);
    return readClassTypes(tx, userId);
  });
}

/** The choice itself, for a caller that checked it (the demo seed too). */
export async function storeClassChoice(tx: Tx, userId: number, classYear: number, classTypeIds: number[]) {
  await saveDetails(tx, userId, { classYearId: classYear });
  await replaceClassTypes(tx, userId, [...new Set(classTypeIds)]);
  await updateStudentProfile(tx, userId, { hasChosenGoals: true });
}
