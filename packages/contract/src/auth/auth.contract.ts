import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { OkSchema } from '../common.js';
import { SIGNED_IN } from '../roles.js';
import { LoginResponseSchema, UserSchema } from './user.schema.js';
import { NewPasswordSchema, PasswordInputSchema } from './password.schema.js';

const tag = 'auth';
const Email = z.email().max(256);
// Spec 1 §5 'ClientId not provided' and 'Invalid clientRedirect', in Russian like every API detail.
const MISSING_CLIENT = 'Не указано приложение для входа.';
const BAD_REDIRECT = 'Недопустимый адрес возврата после входа.';
const ClientId = z.string(MISSING_CLIENT).min(1, MISSING_CLIENT).max(100);
const ClientRedirect = z.string(BAD_REDIRECT).min(1, BAD_REDIRECT).max(2000);

export const OAUTH_PROVIDERS = ['vk'] as const;
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
/** What a social provider's authorization answer carries back (VK ID with PKCE). */
export const OAuthGrantSchema = z.object({
  code: z.string().min(1).max(2048),
  codeVerifier: z.string().min(1).max(256),
  deviceId: z.string().min(1).max(256),
  redirectUri: z.url().max(2000),
});

export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/v3/auth/login/',
    summary: 'Sign in with e-mail and password (429 past the limits per account and address, docs/security.md)',
    tag,
    body: z.object({ email: Email, password: PasswordInputSchema }),
    response: LoginResponseSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/v3/auth/refresh/',
    summary: 'Exchange a refresh token for a new pair; the old refresh token is spent',
    tag,
    body: z.object({ refresh: z.string().min(1).max(2048) }),
    response: z.object({ access: z.string(), refresh: z.string() }),
  }),
  verify: endpoint({
    method: 'GET',
    path: '/v3/auth/verify/',
    summary: 'The signed-in user',
    tag,
    roles: SIGNED_IN,
    response: UserSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v2/auth/logout/',
    summary: 'Revoke the refresh token family of this session',
    tag,
    roles: SIGNED_IN,
    body: z.object({ refresh: z.string().max(2048).optional() }).optional(),
    response: OkSchema,
  }),
  obtainCode: endpoint({
    method: 'POST',
    path: '/v2/auth/obtain-code/',
    summary: 'Exchange a one-time code from the identity pages for tokens',
    tag,
    body: z.object({ authCode: z.string().min(1).max(200) }),
    response: LoginResponseSchema,
  }),
  authorize: endpoint({
    method: 'POST',
    path: '/v2/auth/authorize/',
    summary: 'Issue a one-time code for a client and answer the redirect back to it',
    tag,
    roles: SIGNED_IN,
    body: z.object({ clientId: ClientId, clientRedirect: ClientRedirect }),
    response: z.object({ redirectUrl: z.string() }),
  }),
  decLogin: endpoint({
    method: 'POST',
    path: '/v1/dec/login/',
    summary: 'Sign in with a token signed by a sister platform',
    tag,
    body: z.object({ token: z.string().min(1).max(4096) }),
    response: LoginResponseSchema,
  }),
  oauthProviders: endpoint({
    method: 'GET',
    path: '/v2/auth/o/providers/',
    summary: 'Configured social login providers',
    tag,
    response: z.array(z.object({ provider: OAuthProviderSchema, authorizeUrl: z.string(), clientId: z.string() })),
  }),
  oauthLogin: endpoint({
    method: 'POST',
    path: '/v2/auth/o/login/',
    summary: 'Sign in through a social provider (VK ID first)',
    tag,
    body: OAuthGrantSchema.extend({ provider: OAuthProviderSchema }),
    response: LoginResponseSchema,
  }),
  registration: endpoint({
    method: 'POST',
    path: '/v2/auth/registration/',
    summary: 'Register a student (v2 fields of spec 2 §3; 429 past the sign-ups per address)',
    tag,
    status: 201,
    body: z
      .object({
        firstName: z.string().trim().min(1).max(40),
        lastName: z.string().trim().min(1).max(40),
        email: Email,
        phone: z.string().regex(/^\d{11,12}$/, 'Введите корректный номер телефона'),
        password: NewPasswordSchema,
        password2: z.string().max(256),
        vk: z.string().max(256).optional(),
        acceptedPublicOffer: z.literal(true, 'Необходимо принять условия оферты'),
        subscribedForNews: z.boolean().default(false),
      })
      .refine((v) => v.password === v.password2, { path: ['password2'], message: 'Пароли не совпадают' }),
    response: LoginResponseSchema,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/v2/auth/password-reset/',
    summary:
      'Send a password reset link; answers the same whether the e-mail is known or not, 429 past the limits per account and address',
    tag,
    body: z.object({ email: Email, clientId: ClientId, clientRedirect: ClientRedirect }),
    response: OkSchema,
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/v2/auth/password-reset/confirm/',
    summary: 'Set a new password with a reset token',
    tag,
    body: z
      .object({ token: z.string().min(1).max(200), password: NewPasswordSchema, password2: z.string().max(256) })
      .refine((v) => v.password === v.password2, { path: ['password2'], message: 'Пароли не совпадают' }),
    response: OkSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/v2/auth/change-password/',
    summary: 'Change the password of the signed-in user; other sessions are signed out',
    tag,
    roles: SIGNED_IN,
    body: z
      .object({ oldPassword: PasswordInputSchema, password: NewPasswordSchema, password2: z.string().max(256) })
      .refine((v) => v.password === v.password2, { path: ['password2'], message: 'Пароли не совпадают' }),
    response: LoginResponseSchema,
  }),
};
