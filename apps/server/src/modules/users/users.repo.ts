import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, Role, User } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { socialAccounts, studentProfiles, users } from './users.schema.js';
import { likeEscape } from '../../db/like.js';

export type UserRow = typeof users.$inferSelect;
type StudentRow = typeof studentProfiles.$inferSelect;

const NEW_STUDENT_MS = 24 * 60 * 60 * 1000; // spec 1 §9: new = registered less than 1 day ago

export function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Names and roles of several users at once (chat senders, ban lists). */
export async function findUserNames(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findUserBySocial(db: Tx, provider: string, providerUserId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(sql`${socialAccounts.provider} = ${provider} and ${socialAccounts.providerUserId} = ${providerUserId}`);
  return row?.user;
}

export async function hasSocialAccount(db: Tx, userId: number): Promise<boolean> {
  const row = await db.query.socialAccounts.findFirst({ where: eq(socialAccounts.userId, userId) });
  return Boolean(row);
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
  /** Demo data backdates registrations; real sign-ups take the default, now. */
  createdAt?: Date;
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

const studentProfileQuery = (db: Tx) =>
  db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, sql.placeholder('userId')))
    .prepare('student_profile');

/** A student's profile by one prepared query (the balance bar asks on every page). */
export async function findStudentProfile(db: Tx, userId: number): Promise<StudentRow | undefined> {
  const [row] = await prepared(db, 'student_profile', studentProfileQuery).execute({ userId });
  return row;
}

/** Locks the student's profile row: the reward ledger serialises one student's spends on it. */
export async function lockStudentProfile(db: Tx, userId: number): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).for('update');
  return row;
}

/**
 * The cached balance columns: only the reward ledger writes them, in the transaction of its row
 * (docs/rewards.md "Cached balances").
 */
export async function addToStudentBalance(db: Tx, userId: number, currency: Currency, amount: number): Promise<void> {
  const column = studentProfiles[currency];
  await db
    .update(studentProfiles)
    .set({ [currency]: sql`${column} + ${amount}` })
    .where(eq(studentProfiles.userId, userId));
}

/** The student's own time zone, or null when they have not set one (the variant's applies). */
export async function findStudentTimeZone(db: Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: studentProfiles.timeZone })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId));
  return row?.timeZone ?? null;
}

export async function setStudentTimeZone(db: Tx, userId: number, timeZone: string): Promise<void> {
  await db.update(studentProfiles).set({ timeZone }).where(eq(studentProfiles.userId, userId));
}

export async function setStudentBalances(db: Tx, userId: number, balances: Record<Currency, number>): Promise<void> {
  await db.update(studentProfiles).set(balances).where(eq(studentProfiles.userId, userId));
}

export async function setLevelTitle(db: Tx, userId: number, levelTitle: string): Promise<void> {
  await db.update(studentProfiles).set({ levelTitle }).where(eq(studentProfiles.userId, userId));
}

type PresentedUserRow = Pick<
  UserRow,
  'id' | 'role' | 'firstName' | 'lastName' | 'email' | 'avatar' | 'phone' | 'createdAt'
>;
type PresentedStudentRow = Pick<StudentRow, 'levelTitle' | 'exp' | 'acceptedPersonalData' | 'acceptedApartmentLottery'>;

/** What leaves the server about a user (spec 1 §3 User, Student profile). */
export function presentUser(user: PresentedUserRow, student: PresentedStudentRow | undefined | null): User {
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

const activeUserQuery = (db: Tx) =>
  db
    .select({
      user: {
        id: users.id,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatar: users.avatar,
        phone: users.phone,
        createdAt: users.createdAt,
      },
      student: {
        levelTitle: studentProfiles.levelTitle,
        exp: studentProfiles.exp,
        acceptedPersonalData: studentProfiles.acceptedPersonalData,
        acceptedApartmentLottery: studentProfiles.acceptedApartmentLottery,
      },
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.isActive, true)))
    .prepare('active_user_presented');

/** An active user as presented (`GET /v3/auth/verify/` on every app start): one query, no password hash. */
export async function findActivePresentedUser(db: Tx, id: number): Promise<User | undefined> {
  const [row] = await prepared(db, 'active_user_presented', activeUserQuery).execute({ id });
  return row && presentUser(row.user, row.user.role === 'STUDENT_ROLE' ? row.student : undefined);
}

export async function loadPresentedUser(db: Tx, user: UserRow): Promise<User> {
  const student = user.role === 'STUDENT_ROLE' ? await findStudentProfile(db, user.id) : undefined;
  return presentUser(user, student);
}

export interface UserSearch {
  role?: Role;
  /** Any of these roles (the staff accounts list). */
  roles?: readonly Role[];
  /** Only these users; an empty list finds no one. */
  ids?: number[];
  /** Part of the name (either order), the e-mail or the phone's digits. */
  search?: string;
  limit: number;
  offset: number;
}

function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const conditions: SQL[] = [
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
    ilike(users.email, pattern),
  ];
  // Phones are stored as digits; "+7 (916) 123" should still find 7916123....
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3) conditions.push(ilike(users.phone, `%${digits}%`));
  return or(...conditions);
}

/** A page of users ordered by name, with the total that match (people lists, spec 3 §2). */
export async function searchUsers(db: Tx, query: UserSearch): Promise<{ count: number; rows: UserRow[] }> {
  if (query.ids && query.ids.length === 0) return { count: 0, rows: [] };
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.roles ? inArray(users.role, [...query.roles]) : undefined,
    query.ids ? inArray(users.id, query.ids) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  return { count: total?.n ?? 0, rows };
}

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** A user's linked accounts, oldest first. */
export function listSocialAccounts(db: Tx, userId: number): Promise<SocialAccountRow[]> {
  return db.query.socialAccounts.findMany({
    where: eq(socialAccounts.userId, userId),
    orderBy: [asc(socialAccounts.createdAt), asc(socialAccounts.id)],
  });
}

/**
 * Links one account of a provider, replacing the user's earlier one of that provider. False when
 * the account is another user's: one account at a provider belongs to one person.
 */
export async function replaceSocialAccount(
  db: Tx,
  userId: number,
  provider: string,
  providerUserId: string,
): Promise<boolean> {
  const owner = await db.query.socialAccounts.findFirst({
    where: and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)),
  });
  if (owner) return owner.userId === userId;
  await db.delete(socialAccounts).where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
  const inserted = await db
    .insert(socialAccounts)
    .values({ userId, provider, providerUserId })
    .onConflictDoNothing()
    .returning({ id: socialAccounts.id });
  return inserted.length > 0;
}

export type UserChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'role' | 'isActive'>
>;

export async function updateUser(db: Tx, userId: number, changes: UserChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export type StudentChanges = Partial<
  Pick<StudentRow, 'acceptedPersonalData' | 'acceptedApartmentLottery' | 'hasChosenGoals'>
>;

export async function updateStudentProfile(db: Tx, userId: number, changes: StudentChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(studentProfiles).set(changes).where(eq(studentProfiles.userId, userId));
}
