import {
  isValidPhoneFor,
  NAME_MESSAGES_RU,
  namePartProblem,
  PHONE_ERROR,
  type Profile,
  type ProfilePatch,
  type Variant,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import { fieldError, isUniqueViolation } from '../../plugins/errors.js';
import { listClassYears } from '../core/core.service.js';
import {
  findUserByEmail,
  updateStudentProfile,
  updateUser,
  type StudentChanges,
  type UserChanges,
} from '../users/users.service.js';
import { editableIn, presentProfile } from './profile-present.js';
import { saveDetails, type DetailsChanges } from './profile.repo.js';

export { presentProfile } from './profile-present.js';
export { findDetails as findProfileDetails } from './profile.repo.js';

const notEditable = (attr: string) =>
  fieldError(attr, 'Это поле нельзя изменить самостоятельно: напиши в поддержку.', 'not_editable');
const emailTaken = () => fieldError('email', 'Этот адрес уже занят другим аккаунтом.', 'email_taken');

/** Spec 1 §9 date ranges: a birthday is in the past and at most 80 years back. */
function birthdayProblem(day: string, now: Date): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  const earliest = new Date(Date.UTC(now.getUTCFullYear() - 80, now.getUTCMonth(), now.getUTCDate()));
  if (Number.isNaN(date.getTime()) || date > now || date < earliest) return 'Проверь дату рождения';
  return null;
}

/** Spec 1 §5 names of this variant (the body schema took the widest letters). */
function checkNames(patch: ProfilePatch, variant: Variant): void {
  for (const attr of ['firstName', 'lastName'] as const) {
    const value = patch[attr];
    if (value === undefined) continue;
    const problem = namePartProblem(value, variant);
    if (problem) throw fieldError(attr === 'firstName' ? 'first_name' : 'last_name', NAME_MESSAGES_RU[problem]);
  }
}

/**
 * `PATCH /v2/core/users/profile/`: the spec 1 §6 variant matrix decides which fields may change;
 * all of the patch is written in one transaction or none of it.
 */
export async function updateProfile(ctx: AppContext, userId: number, patch: ProfilePatch, now = new Date()) {
  const variant = ctx.config.VARIANT;
  const editable = editableIn(variant);
  checkNames(patch, variant);
  const user: UserChanges = {};
  const student: StudentChanges = {};
  const details: DetailsChanges = {};
  if (patch.firstName !== undefined) user.firstName = patch.firstName;
  if (patch.lastName !== undefined) user.lastName = patch.lastName;
  if (patch.email !== undefined) {
    if (!editable.email) throw notEditable('email');
    user.email = patch.email;
  }
  if (patch.phone !== undefined) {
    if (!editable.phone) throw notEditable('phone');
    if (!isValidPhoneFor(patch.phone, variant)) throw fieldError('phone', PHONE_ERROR);
    user.phone = patch.phone;
    // A new number is not confirmed until its code is checked (spec 3 §4 phone confirmation).
    details.phoneConfirmedAt = null;
  }
  if (patch.birthday !== undefined) {
    if (!editable.birthday) throw notEditable('birthday');
    const problem = patch.birthday && birthdayProblem(patch.birthday, now);
    if (problem) throw fieldError('birthday', problem);
    details.birthday = patch.birthday;
  }
  if (patch.nickname !== undefined) {
    if (!editable.nickname) throw notEditable('nickname');
    details.nickname = patch.nickname;
  }
  if (patch.telegram !== undefined) {
    if (!editable.telegram) throw notEditable('telegram');
    details.telegram = patch.telegram;
  }
  if (patch.classYear !== undefined) {
    if (patch.classYear !== null && !(await listClassYears(ctx.db)).some((year) => year.id === patch.classYear)) {
      throw fieldError('class_year', 'Такого класса нет.', 'unknown_class_year');
    }
    details.classYearId = patch.classYear;
  }
  if (patch.acceptedPersonalData !== undefined) student.acceptedPersonalData = true;
  if (patch.acceptedApartmentLottery !== undefined) student.acceptedApartmentLottery = patch.acceptedApartmentLottery;

  try {
    return await ctx.db.transaction(async (tx): Promise<Profile> => {
      if (user.email !== undefined) {
        const owner = await findUserByEmail(tx, user.email);
        if (owner && owner.id !== userId) throw emailTaken();
      }
      if (user.phone !== undefined && user.phone === (await presentProfile(tx, variant, userId)).phone) {
        delete details.phoneConfirmedAt; // the same number stays confirmed
      }
      await updateUser(tx, userId, user);
      await updateStudentProfile(tx, userId, student);
      await saveDetails(tx, userId, details);
      return presentProfile(tx, variant, userId);
    });
  } catch (error) {
    // Two accounts asking for one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
export { setConfirmationDemands, hasProfileDetails, type ConfirmationDemands } from './demands.js';
export { storeClassChoice, readClassTypes } from './class-types.service.js';
