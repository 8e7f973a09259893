import type { Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { appSettings } from '../settings/variant.js';
// The users module's public face: other modules use these, never the tables.
import { findStudentTimeZone } from './users.repo.js';
import { and, asc, count, desc, eq, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likeEscape } from '../../db/like.js';
import { users } from './users.schema.js';
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

export interface StudentSearch {
  search?: string;
  descending: boolean;
  limit: number;
  offset: number;
}

/** As typed and capitalised: names are stored «Иванов», staff type «иванов» (the index is case-sensitive). */
function nameVariants(word: string): string[] {
  const capital = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return [...new Set([word, capital])];
}

const startsWith = (column: SQL | AnyColumn, text: string) => like(column, `${likeEscape(text)}%`);

/**
 * What a search text matches, each branch a prefix that an index serves (docs/staff-people.md):
 * an e-mail start on lower(email) (users_email_lower_idx), a last-name start (with a first-name
 * start after a space, either order) on (role, last_name, first_name) (users_role_name_idx).
 * Phone digits have no index: a search of 5+ digits only scans students' phones.
 */
function studentSearchCondition(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(text) && digits.length >= 5) return like(users.phone, `%${digits}%`);
  const emailStart = startsWith(sql`lower(${users.email})`, text.toLowerCase());
  if (text.includes('@') || words.length > 2) return emailStart;
  const [first, second] = words as [string, string | undefined];
  if (second === undefined) {
    return or(emailStart, ...nameVariants(first).map((variant) => startsWith(users.lastName, variant)));
  }
  const pairs = nameVariants(first).flatMap((a) =>
    nameVariants(second).flatMap((b) => [
      and(startsWith(users.lastName, a), startsWith(users.firstName, b)),
      and(startsWith(users.lastName, b), startsWith(users.firstName, a)),
    ]),
  );
  return or(...pairs);
}

/** A page of students by name for the staff's search (docs/staff-people.md), with the total. */
export async function searchStudents(db: Tx, query: StudentSearch) {
  const where = and(eq(users.role, 'STUDENT_ROLE'), studentSearchCondition(query.search?.trim() ?? ''));
  const direction = query.descending ? desc : asc;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(direction(users.lastName), direction(users.firstName), direction(users.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}
