import type { LoginResponse, Role } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, generalError } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import * as repo from './auth.repo.js';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens } from './auth.schema.js';
import { hashPassword, verifyPassword } from './password.js';
import { accountKey, HOUR_SECONDS, throttle } from './throttle.js';
import { notifyPasswordChanged } from '../notifications/producers/account.js';

const CODE_TTL_SECONDS = 120;

export const invalidCredentials = () =>
  generalError('Не удалось войти: неверная почта или пароль.', 'authentication_failed');

const invalidRefresh = () => new AppError(401, 'token_not_valid', 'Токен недействителен или устарел.');

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, db: Tx, user: usersService.UserRow): Promise<LoginResponse> {
  const access = await ctx.accessTokens.sign({ id: user.id, role: user.role as Role });
  const refresh = await repo.insertRefreshToken(db, user.id, ctx.config.REFRESH_TOKEN_TTL_DAYS);
  return { access, refresh, user: await usersService.loadPresentedUser(db, user) };
}

/**
 * OWASP ASVS 5.0 V6.3: the lockout is per account AND address, so someone guessing a password
 * elsewhere cannot lock its owner out of their own device; one address trying many accounts has a
 * wider allowance (a school shares one address); and every account has a ceiling for all addresses
 * together against guessing spread over many. Attempts refused by the per-address limits do not
 * count towards the ceiling, so one attacker alone cannot reach it (docs/security.md).
 */
function throttleLogin(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { LOGIN_RATE_LIMIT: limit, LOGIN_RATE_WINDOW_SECONDS: window, LOGIN_ACCOUNT_RATE_LIMIT: ceiling } = ctx.config;
  const account = accountKey(email);
  return throttle(
    ctx,
    [
      { key: `login:ip:${ip}`, limit: limit * 5, windowSeconds: window },
      { key: loginSourceKey(account, ip), limit, windowSeconds: window },
      { key: `login:account:${account}`, limit: ceiling, windowSeconds: HOUR_SECONDS },
    ],
    (minutes) => `Слишком много попыток входа. Попробуйте через ${minutes} мин.`,
  );
}

const loginSourceKey = (account: string, ip: string) => `login:account-ip:${account}:${ip}`;

export async function login(ctx: AppContext, email: string, password: string, ip: string): Promise<LoginResponse> {
  await throttleLogin(ctx, email, ip);
  const user = await usersService.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || !user.isActive) throw invalidCredentials();
  // The owner's own device starts afresh; the account's ceiling keeps counting.
  await ctx.rateLimiter.reset(loginSourceKey(accountKey(email), ip));
  return startSession(ctx, ctx.db, user);
}

/** Rotation with reuse detection: a spent or revoked token revokes its whole family. */
export async function refresh(ctx: AppContext, token: string): Promise<{ access: string; refresh: string }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, token);
    if (!row) return { error: true as const };
    if (row.usedAt || row.revokedAt) {
      await repo.revokeFamily(tx, row.familyId);
      return { error: true as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { error: true as const };
    const user = await usersService.findUserById(tx, row.userId);
    if (!user?.isActive) return { error: true as const };
    await repo.markRefreshTokenUsed(tx, row.id);
    const next = await repo.insertRefreshToken(tx, user.id, ctx.config.REFRESH_TOKEN_TTL_DAYS, row.familyId);
    return { user, next };
  });
  // The revocation must be committed, so the refusal is thrown after the transaction.
  if ('error' in outcome) throw invalidRefresh();
  const access = await ctx.accessTokens.sign({ id: outcome.user.id, role: outcome.user.role as Role });
  return { access, refresh: outcome.next };
}

export async function logout(ctx: AppContext, userId: number, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, token);
    if (row && row.userId === userId) await repo.revokeFamily(tx, row.familyId);
  });
}

export async function verifyUser(ctx: AppContext, userId: number) {
  const user = await usersService.findActivePresentedUser(ctx.db, userId);
  if (!user) throw new AppError(401, 'user_not_found', 'Пользователь не найден.');
  return user;
}

/**
 * The identity pages' client must be known and may only send users back to its own origins or to
 * the origin the app was opened on (`request.origin`: PUBLIC_URL, or one of this machine's own
 * addresses while it is unset — never a Host header naming someone else's site).
 */
export async function assertClientRedirect(
  ctx: AppContext,
  origin: string,
  clientId: string,
  clientRedirect: string,
): Promise<URL> {
  const client = await repo.findAuthClient(ctx.db, clientId);
  if (!client) throw fieldError('client_id', 'Неизвестное приложение для входа.', 'invalid_client');
  let target: URL;
  try {
    target = new URL(clientRedirect);
  } catch {
    throw fieldError('client_redirect', 'Недопустимый адрес возврата после входа.', 'invalid_redirect');
  }
  if (![...client.redirectOrigins, origin].includes(target.origin))
    throw fieldError('client_redirect', 'Недопустимый адрес возврата после входа.', 'invalid_redirect');
  return target;
}

/** Spec 1 §2: the redirect back to the app carries a one-time code in `token`. */
export async function authorize(
  ctx: AppContext,
  origin: string,
  userId: number,
  clientId: string,
  clientRedirect: string,
) {
  const target = await assertClientRedirect(ctx, origin, clientId, clientRedirect);
  const code = await repo.insertOneTimeCode(ctx.db, userId, `auth:${clientId}`, CODE_TTL_SECONDS);
  target.searchParams.set('token', code);
  return { redirectUrl: target.toString() };
}

export async function obtainCode(ctx: AppContext, authCode: string): Promise<LoginResponse> {
  return ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeOneTimeCode(tx, authCode, 'auth:web');
    const user = userId === undefined ? undefined : await usersService.findUserById(tx, userId);
    if (!user?.isActive) throw fieldError('auth_code', 'Код входа недействителен или устарел.', 'invalid_code');
    return startSession(ctx, tx, user);
  });
}

/** Every other session of the user ends; this one goes on with a fresh pair of tokens. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  oldPassword: string,
  password: string,
): Promise<LoginResponse> {
  const user = await usersService.findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
    throw fieldError('old_password', 'Неверный текущий пароль.', 'wrong_password');
  }
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    await usersService.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeAllOfUser(tx, userId);
    await notifyPasswordChanged(tx, userId);
    return startSession(ctx, tx, user);
  });
}

/** Ends every session of the user at once (staff block or deactivate an account, issue 16). */
export const endAllSessions = (db: Tx, userId: number): Promise<void> => repo.revokeAllOfUser(db, userId);

/** Ends every session of the user at once: their refresh tokens stop working (a blocked account). */
export const endSessionsOf = repo.revokeAllOfUser;

/**
 * The user's live sessions: sign-ins (refresh-token families) whose current token is neither
 * spent, revoked nor expired (the staff's student card, docs/staff-people.md).
 */
export async function activeSessionsOf(db: Tx, userId: number) {
  return db
    .select({
      id: refreshTokens.familyId,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastRefreshAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      sql`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
    )
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`)
    .limit(50);
}
