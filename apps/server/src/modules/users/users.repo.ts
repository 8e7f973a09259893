import { eq, sql } from 'drizzle-orm';
import type { Role, User } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { socialAccounts, studentProfiles, users } from './users.schema.js';

export type UserRow = typeof users.$inferSelect;
type StudentRow = typeof studentProfiles.$inferSelect;

const NEW_STUDENT_MS = 24 * 60 * 60 * 1000; // spec 1 §9: new = registered less than 1 day ago

export function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function findUserBySocial(db: Tx, provider: string, providerUserId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(sql`${socialAccounts.provider} = ${provider} and ${socialAccounts.providerUserId} = ${providerUserId}`);
  return row?.user;
}

export async function linkSocialAccount(db: Tx, userId: number, provider: string, providerUserId: string) {
  await db.insert(socialAccounts).values({ userId, provider, providerUserId }).onConflictDoNothing();
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  phone?: string | null;
  avatar?: string | null;
  subscribedForNews?: boolean;
}

/** Creates a user, and the student profile when the user is a student. */
export async function insertUser(db: Tx, input: NewUser): Promise<UserRow> {
  const { subscribedForNews = false, ...row } = input;
  const [user] = await db.insert(users).values(row).returning();
  if (!user) throw new Error('insert returned no row');
  if (user.role === 'STUDENT_ROLE') await db.insert(studentProfiles).values({ userId: user.id, subscribedForNews });
  return user;
}

export async function setPasswordHash(db: Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export function findStudentProfile(db: Tx, userId: number): Promise<StudentRow | undefined> {
  return db.query.studentProfiles.findFirst({ where: eq(studentProfiles.userId, userId) });
}

/** What leaves the server about a user (spec 1 §3 User, Student profile). */
export function presentUser(user: UserRow, student: StudentRow | undefined): User {
  return {
    id: user.id,
    role: user.role as Role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    avatar: user.avatar,
    student: student
      ? {
          registrationDate: user.createdAt.toISOString(),
          phone: user.phone,
          levelTitle: student.levelTitle,
          exp: student.exp,
          acceptedPersonalData: student.acceptedPersonalData,
          acceptedApartmentLottery: student.acceptedApartmentLottery,
          isNew: Date.now() - user.createdAt.getTime() < NEW_STUDENT_MS,
        }
      : null,
  };
}

export async function loadPresentedUser(db: Tx, user: UserRow): Promise<User> {
  const student = user.role === 'STUDENT_ROLE' ? await findStudentProfile(db, user.id) : undefined;
  return presentUser(user, student);
}
