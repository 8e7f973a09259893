import { jwtVerify } from 'jose';
import type { LoginResponse } from '@school/contract';
import type { AppContext } from '../../context.js';
import { AppError, generalError } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import { startSession } from './auth.service.js';
import { OAuthProviderError, type OAuthGrant, type OAuthProvider } from './oauth/oauth-provider.js';

/**
 * Spec 1 §3 login type dec-token: a sister platform signs a short JWT (HS256 with
 * DEC_TOKEN_SECRET) whose subject is the user's e-mail; we sign that user in.
 */
export async function decLogin(ctx: AppContext, token: string): Promise<LoginResponse> {
  const secret = ctx.config.DEC_TOKEN_SECRET;
  if (!secret) throw new AppError(403, 'dec_login_disabled', 'Вход по токену платформы не настроен.');
  let email: string | undefined;
  try {
    // A token without an expiry could be replayed for ever: the sister platform's tokens are short-lived.
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    email = payload.sub;
  } catch {
    email = undefined;
  }
  const user = email ? await usersService.findUserByEmail(ctx.db, email) : undefined;
  if (!user?.isActive) throw generalError('Токен недействителен.', 'invalid_token');
  return startSession(ctx, ctx.db, user);
}

/**
 * Social login: a known social account signs its user in; otherwise an account with
 * the same e-mail gets linked; otherwise a new student is created.
 */
export async function oauthLogin(ctx: AppContext, provider: OAuthProvider, grant: OAuthGrant): Promise<LoginResponse> {
  let identity;
  try {
    identity = await provider.exchange(grant);
  } catch (error) {
    if (error instanceof OAuthProviderError) throw generalError('Не удалось войти через VK ID.', 'oauth_failed');
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    let user = await usersService.findUserBySocial(tx, provider.id, identity.providerUserId);
    if (!user && identity.email) user = await usersService.findUserByEmail(tx, identity.email);
    if (!user) {
      user = await usersService.insertUser(tx, {
        email: identity.email ?? `${provider.id}-${identity.providerUserId}@users.noreply`,
        passwordHash: null,
        role: 'STUDENT_ROLE',
        firstName: identity.firstName,
        lastName: identity.lastName,
        avatar: identity.avatar,
      });
    }
    if (!user.isActive) throw generalError('Учётная запись отключена.', 'inactive');
    await usersService.linkSocialAccount(tx, user.id, provider.id, identity.providerUserId);
    return startSession(ctx, tx, user);
  });
}
