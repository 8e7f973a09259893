import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fieldError } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import * as repo from './auth.repo.js';
import { assertClientRedirect } from './auth.service.js';
import { hashPassword } from './password.js';
import { accountKey, HOUR_SECONDS, throttle } from './throttle.js';
import { notifyPasswordChanged } from '../notifications/producers/account.js';

const RESET_TTL_SECONDS = 60 * 60;

export interface ResetRequest {
  email: string;
  clientId: string;
  clientRedirect: string;
  /** The caller's address and the origin the link points to (plugins/route.ts). */
  ip: string;
  origin: string;
}

/**
 * Every request counts against the caller's address and then the e-mail's account, known or not:
 * nobody can flood someone's mailbox, and the 429 comes after the same number of requests
 * whether the account exists or not, so it reveals nothing either (docs/security.md).
 */
function throttleReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  return throttle(
    ctx,
    [
      { key: `reset:ip:${ip}`, limit: ctx.config.PASSWORD_RESET_IP_RATE_LIMIT, windowSeconds: HOUR_SECONDS },
      {
        key: `reset:account:${accountKey(email)}`,
        limit: ctx.config.PASSWORD_RESET_RATE_LIMIT,
        windowSeconds: HOUR_SECONDS,
      },
    ],
    (minutes) => `Слишком много запросов на восстановление пароля. Попробуйте через ${minutes} мин.`,
  );
}

export async function requestPasswordReset(ctx: AppContext, request: ResetRequest): Promise<void> {
  const { email, clientId, clientRedirect, origin } = request;
  await assertClientRedirect(ctx, origin, clientId, clientRedirect);
  await throttleReset(ctx, email, request.ip);
  const user = await usersService.findUserByEmail(ctx.db, email);
  // Same answer for unknown e-mails: the form must not reveal who has an account.
  if (!user?.isActive) return;
  const { link } = await issueResetLink(ctx.db, user.id, { origin, clientId, clientRedirect });
  await sendResetLink(ctx, user.email, link);
}

/**
 * A reset token and the link to the page that spends it (one hour, one use). Also what staff
 * give a student who cannot get the e-mail (docs/staff-people.md): the same token, the same page.
 */
export async function issueResetLink(
  db: Tx,
  userId: number,
  client: { origin: string; clientId: string; clientRedirect: string },
): Promise<{ link: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + RESET_TTL_SECONDS * 1000);
  const token = await repo.insertOneTimeCode(db, userId, 'password-reset', RESET_TTL_SECONDS);
  const link = new URL('/id/create-password', client.origin);
  link.search = new URLSearchParams({
    reset_token: token,
    client_id: client.clientId,
    client_redirect: client.clientRedirect,
  }).toString();
  return { link: link.toString(), expiresAt };
}

/** The «Забыли пароль» e-mail. */
export async function sendResetLink(ctx: AppContext, email: string, link: string): Promise<void> {
  await ctx.messenger.send({
    channel: 'email',
    recipient: email,
    subject: 'Восстановление пароля',
    body: `Чтобы задать новый пароль, откройте ссылку (действует 1 час): ${link}`,
  });
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeOneTimeCode(tx, token, 'password-reset');
    if (userId === undefined) throw fieldError('token', 'Ссылка недействительна или устарела.', 'invalid_token');
    await usersService.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeAllOfUser(tx, userId);
    await notifyPasswordChanged(tx, userId);
  });
}
