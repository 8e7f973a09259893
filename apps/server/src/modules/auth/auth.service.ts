import type { LoginResponse, Role } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError, generalError } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import * as repo from './auth.repo.js';
import { hashPassword, verifyPassword } from './password.js';

const CODE_TTL_SECONDS = 120;
const RESET_TTL_SECONDS = 60 * 60;

export const invalidCredentials = () =>
  generalError('Не удалось войти: неверная почта или пароль.', 'authentication_failed');

const invalidRefresh = () => new AppError(401, 'token_not_valid', 'Token is invalid or expired');

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AppContext, db: Tx, user: usersService.UserRow): Promise<LoginResponse> {
  const access = await ctx.accessTokens.sign({ id: user.id, role: user.role as Role });
  const refresh = await repo.insertRefreshToken(db, user.id, ctx.config.REFRESH_TOKEN_TTL_DAYS);
  return { access, refresh, user: await usersService.loadPresentedUser(db, user) };
}

async function throttleLogin(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { LOGIN_RATE_LIMIT: limit, LOGIN_RATE_WINDOW_SECONDS: window } = ctx.config;
  // Per account stops guessing one password from many addresses; per IP stops one
  // address trying many accounts. The IP allowance is wider: a school shares one address.
  const checks = [
    await ctx.rateLimiter.hit(`login:account:${email.toLowerCase()}`, limit, window),
    await ctx.rateLimiter.hit(`login:ip:${ip}`, limit * 5, window),
  ];
  const refused = checks.find((check) => !check.allowed);
  if (refused) {
    const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
    throw new AppError(429, 'throttled', `Слишком много попыток входа. Попробуйте через ${minutes} мин.`);
  }
}

export async function login(ctx: AppContext, email: string, password: string, ip: string): Promise<LoginResponse> {
  await throttleLogin(ctx, email, ip);
  const user = await usersService.findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || !user.isActive) throw invalidCredentials();
  await ctx.rateLimiter.reset(`login:account:${email.toLowerCase()}`);
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
  const user = await usersService.findUserById(ctx.db, userId);
  if (!user?.isActive) throw new AppError(401, 'user_not_found', 'User not found');
  return usersService.loadPresentedUser(ctx.db, user);
}

/** The identity pages' client must be known and may only send users back to its own origins. */
export async function assertClientRedirect(ctx: AppContext, clientId: string, clientRedirect: string): Promise<URL> {
  const client = await repo.findAuthClient(ctx.db, clientId);
  if (!client) throw fieldError('client_id', 'ClientId not provided', 'invalid_client');
  let target: URL;
  try {
    target = new URL(clientRedirect);
  } catch {
    throw fieldError('client_redirect', 'Invalid clientRedirect', 'invalid_redirect');
  }
  const allowed = [...client.redirectOrigins, new URL(ctx.config.publicUrl).origin];
  if (!allowed.includes(target.origin))
    throw fieldError('client_redirect', 'Invalid clientRedirect', 'invalid_redirect');
  return target;
}

/** Spec 1 §2: the redirect back to the app carries a one-time code in `token`. */
export async function authorize(ctx: AppContext, userId: number, clientId: string, clientRedirect: string) {
  const target = await assertClientRedirect(ctx, clientId, clientRedirect);
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

export async function requestPasswordReset(ctx: AppContext, email: string, clientId: string, clientRedirect: string) {
  await assertClientRedirect(ctx, clientId, clientRedirect);
  const user = await usersService.findUserByEmail(ctx.db, email);
  // Same answer for unknown e-mails: the form must not reveal who has an account.
  if (!user?.isActive) return;
  const token = await repo.insertOneTimeCode(ctx.db, user.id, 'password-reset', RESET_TTL_SECONDS);
  const link = new URL('/id/create-password', ctx.config.publicUrl);
  link.search = new URLSearchParams({
    reset_token: token,
    client_id: clientId,
    client_redirect: clientRedirect,
  }).toString();
  await ctx.messenger.send({
    channel: 'email',
    recipient: user.email,
    subject: 'Восстановление пароля',
    body: `Чтобы задать новый пароль, откройте ссылку (действует 1 час): ${link.toString()}`,
  });
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeOneTimeCode(tx, token, 'password-reset');
    if (userId === undefined) throw fieldError('token', 'Ссылка недействительна или устарела.', 'invalid_token');
    await usersService.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeAllOfUser(tx, userId);
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
    return startSession(ctx, tx, user);
  });
}
