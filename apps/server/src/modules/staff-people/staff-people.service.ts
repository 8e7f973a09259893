import {
  CONSOLE_STAFF,
  type BlockStudent,
  type GrantAccess,
  type QueryOf,
  type Role,
  type StaffStudent,
  type StaffStudentAccess,
  type StaffStudentCard,
  type contract,
} from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, fieldError, forbidden, notFound } from '../../plugins/errors.js';
import { zonedDate, zonedTime } from '../../lib/zoned-time.js';
import { appSettings } from '../settings/variant.js';
import { recordAudit } from '../staff/audit.js';
import * as usersService from '../users/users.service.js';
import {
  findProduct,
  findProducts,
  listStudentAccess,
  lockStudentAccess,
  searchProductOptions,
  setStaffAccess,
} from '../courses/courses.service.js';
import { latestOrdersOf } from '../payment/payment.service.js';
import { latestSubmissionsOf } from '../homework/homework.service.js';
import { activeSessionsOf, endSessionsOf } from '../auth/auth.service.js';
import { issueResetLink, sendResetLink } from '../auth/password-reset.service.js';

/** How much of a student's history the card shows; the full lists are the other areas' (docs/staff-people.md). */
const CARD_ORDERS = 20;
const CARD_SUBMISSIONS = 20;

type UserRow = usersService.UserRow;

function presentStudent(user: Pick<UserRow, keyof StaffStudent | 'createdAt'>): StaffStudent {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}

/** `GET /staff/people/students/`: the search, each branch on an index (docs/staff-people.md). */
export async function findStudents(db: Tx, query: QueryOf<typeof contract.staffPeople.students>) {
  const { count, rows } = await usersService.searchStudents(db, {
    search: query.search,
    descending: query.ordering === '-last_name',
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: rows.map(presentStudent) };
}

const notAStudent = () => notFound('Ученик не найден.');

async function studentOf(db: Tx, id: number): Promise<UserRow> {
  const user = await usersService.findUserById(db, id);
  if (!user || user.role !== 'STUDENT_ROLE') throw notAStudent();
  return user;
}

/** `GET /staff/people/students/:id/`: everything support needs on one screen, read through each module. */
export async function studentCard(db: Tx, id: number, now = new Date()): Promise<StaffStudentCard> {
  const user = await studentOf(db, id);
  const [orders, access, submissions, profile, sessions] = await Promise.all([
    latestOrdersOf(db, id, CARD_ORDERS),
    listStudentAccess(db, id),
    latestSubmissionsOf(db, id, CARD_SUBMISSIONS),
    usersService.findStudentProfile(db, id),
    activeSessionsOf(db, id),
  ]);
  const productIds = [...new Set(orders.flatMap((order) => order.productIds))];
  const titles = new Map((await findProducts(db, productIds)).map((product) => [product.id, product.title]));
  return {
    profile: presentStudent(user),
    purchases: orders.map((order) => ({
      id: order.id,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      products: order.productIds.map((productId) => ({ id: productId, title: titles.get(productId) ?? '' })),
    })),
    access: access.map((row) => presentAccess(row, now)),
    homework: submissions.map((row) => ({
      id: row.id,
      homeworkId: row.homeworkId,
      title: row.title,
      status: row.status,
      score: row.score,
      maxScore: row.maxScore,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      checkedAt: row.checkedAt?.toISOString() ?? null,
    })),
    rewards: {
      levelTitle: profile?.levelTitle ?? '',
      exp: profile?.exp ?? 0,
      umcoins: profile?.umcoins ?? 0,
      medals: profile?.medals ?? 0,
      keys: profile?.keys ?? 0,
      bonuses: profile?.bonuses ?? 0,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      startedAt: session.startedAt.toISOString(),
      lastRefreshAt: session.lastRefreshAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}

function presentAccess(
  row: { productId: number; productTitle: string; startsAt: Date; endsAt: Date; source: string },
  now: Date,
): StaffStudentAccess {
  return {
    productId: row.productId,
    productTitle: row.productTitle,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    source: row.source,
    current: row.startsAt <= now && now < row.endsAt,
  };
}

/**
 * `POST /staff/people/students/:id/access/`: access until the end of the chosen day in the school's
 * zone. A new access starts now; an existing one keeps its start unless it had lapsed, and may only
 * be lengthened here (taking access away is a refund's decision, docs/staff-people.md).
 */
export async function grantStudentAccess(
  ctx: AppContext,
  actor: AuthUser,
  studentId: number,
  body: GrantAccess,
  now = new Date(),
): Promise<StaffStudentAccess> {
  const { timeZone } = appSettings(ctx.config.VARIANT);
  const [year, month, day] = body.endsAt.split('-').map(Number) as [number, number, number];
  const endsAt = zonedTime(timeZone, year, month, day + 1);
  if (body.endsAt < zonedDate(now, timeZone))
    throw fieldError('ends_at', 'Дата окончания уже прошла: выберите сегодняшнюю или позже.', 'in_past');
  return ctx.db.transaction(async (tx) => {
    await studentOf(tx, studentId);
    const product = await findProduct(tx, body.product);
    if (!product) throw fieldError('product', 'Такого продукта нет.', 'does_not_exist');
    const before = await lockStudentAccess(tx, studentId, product.id);
    if (before && before.endsAt >= endsAt)
      throw fieldError(
        'ends_at',
        `Доступ уже открыт до ${zonedDate(new Date(before.endsAt.getTime() - 1), timeZone)}: выберите дату позже.`,
        'not_later',
      );
    const startsAt = before && before.endsAt > now ? before.startsAt : now;
    const row = await setStaffAccess(tx, { studentId, productId: product.id, startsAt, endsAt });
    await recordAudit(tx, actor, {
      action: before ? 'access.extend' : 'access.grant',
      entity: 'student',
      entityId: studentId,
      changes: {
        product: product.id,
        productTitle: product.title,
        startsAt: [before?.startsAt.toISOString() ?? null, row.startsAt.toISOString()],
        endsAt: [before?.endsAt.toISOString() ?? null, row.endsAt.toISOString()],
        reason: body.reason,
      },
    });
    return presentAccess({ ...row, productTitle: product.title }, now);
  });
}

/**
 * `POST /staff/people/students/:id/password-reset/`: the «Забыли пароль» token and link (one hour,
 * one use), for the staff to pass on; the audit row records that a link was issued, never the token.
 */
export async function studentResetLink(
  ctx: AppContext,
  actor: AuthUser,
  studentId: number,
  origin: string,
  sendEmail: boolean,
) {
  const { user, link, expiresAt } = await ctx.db.transaction(async (tx) => {
    const student = await studentOf(tx, studentId);
    if (!student.isActive)
      throw new AppError(409, 'account_blocked', 'Аккаунт заблокирован: сначала разблокируйте его.');
    const issued = await issueResetLink(tx, studentId, {
      origin,
      clientId: 'web',
      clientRedirect: new URL('/oauth-callback?redirect=%2Fhome', origin).toString(),
    });
    await recordAudit(tx, actor, {
      action: 'password.reset_link',
      entity: 'student',
      entityId: studentId,
      changes: { emailed: sendEmail, expiresAt: issued.expiresAt.toISOString() },
    });
    return { user: student, ...issued };
  });
  if (sendEmail) await sendResetLink(ctx, user.email, link);
  return { link, expiresAt: expiresAt.toISOString(), emailed: sendEmail };
}

const isConsoleStaff = (role: string) => (CONSOLE_STAFF as readonly string[]).includes(role);

/**
 * `POST /staff/people/students/:id/block/`: users.is_active and, when blocking, every refresh
 * token revoked in the same transaction, so the next refresh fails and sign-in is refused. Nobody
 * blocks themselves or the administrator; console staff are blocked only by the administrator.
 */
export async function setBlocked(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
  body: BlockStudent,
): Promise<StaffStudent> {
  if (userId === actor.id) throw forbidden('Нельзя заблокировать самого себя.');
  return ctx.db.transaction(async (tx) => {
    const user = await usersService.findUserById(tx, userId);
    if (!user) throw notFound('Пользователь не найден.');
    if (user.role === 'MAIN_MANAGER_ROLE') throw forbidden('Администратора заблокировать нельзя.');
    if (isConsoleStaff(user.role) && actor.role !== ('MAIN_MANAGER_ROLE' satisfies Role))
      throw forbidden('Сотрудника консоли блокирует только администратор.');
    const isActive = !body.blocked;
    if (user.isActive !== isActive) await usersService.updateUser(tx, userId, { isActive });
    if (body.blocked) await endSessionsOf(tx, userId);
    await recordAudit(tx, actor, {
      action: body.blocked ? 'user.block' : 'user.unblock',
      entity: user.role === 'STUDENT_ROLE' ? 'student' : 'user',
      entityId: userId,
      changes: { isActive: [user.isActive, isActive], reason: body.reason },
    });
    return presentStudent({ ...user, isActive });
  });
}

/** `GET /staff/people/products/`: the product picker of «Выдать доступ». */
export async function productOptions(db: Tx, search: string | undefined) {
  return searchProductOptions(db, search, 20);
}
