import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { appSettings } from '../settings/variant.js';
// The users module's public face: other modules use these, never the tables.
import { findStudentTimeZone } from './users.repo.js';
export {
  findUserByEmail,
  findUserById,
  findUserNames,
  findUserBySocial,
  linkSocialAccount,
  hasSocialAccount,
  insertUser,
  setPasswordHash,
  findStudentProfile,
  lockStudentProfile,
  addToStudentBalance,
  setStudentBalances,
  setLevelTitle,
  setStudentTimeZone,
  loadPresentedUser,
  findActivePresentedUser,
  searchUsers,
  listSocialAccounts,
  replaceSocialAccount,
  updateUser,
  updateStudentProfile,
  type SocialAccountRow,
  type UserChanges,
  type StudentChanges,
  type UserRow,
  type NewUser,
  type UserSearch,
} from './users.repo.js';

/**
 * The zone of the student's days (streak, daily tasks, level months): their own, else the
 * deployment's (Moscow; Almaty in KZ — spec 1 §9).
 */
export async function studentTimeZone(db: Tx, userId: number, variant: Variant): Promise<string> {
  return (await findStudentTimeZone(db, userId)) ?? appSettings(variant).timeZone;
}
