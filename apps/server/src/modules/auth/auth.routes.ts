import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { generalError } from '../../plugins/errors.js';
import * as auth from './auth.service.js';
import { decLogin, oauthLogin } from './external-login.service.js';
import * as passwordReset from './password-reset.service.js';
import { register } from './registration.service.js';
import { registerV3 } from './registration-v3.service.js';
import { confirmCode, requestCode } from './otp.service.js';
import type { OAuthProvider } from './oauth/oauth-provider.js';

const c = contract.auth;

export function authRoutes(app: FastifyInstance, ctx: AppContext, providers: OAuthProvider[]): void {
  route(app, c.login, ({ body, ip }) => auth.login(ctx, body.email, body.password, ip));
  route(app, c.refresh, ({ body }) => auth.refresh(ctx, body.refresh));
  route(app, c.verify, (request) => auth.verifyUser(ctx, signedIn(request).id));
  route(app, c.logout, async (request) => {
    await auth.logout(ctx, signedIn(request).id, request.body?.refresh);
    return {};
  });
  route(app, c.obtainCode, ({ body }) => auth.obtainCode(ctx, body.authCode));
  route(app, c.authorize, (request) =>
    auth.authorize(ctx, request.origin, signedIn(request).id, request.body.clientId, request.body.clientRedirect),
  );
  route(app, c.decLogin, ({ body }) => decLogin(ctx, body.token));
  route(app, c.oauthProviders, async () =>
    providers.map((p) => ({ provider: p.id, authorizeUrl: p.authorizeUrl, clientId: p.clientId })),
  );
  route(app, c.oauthLogin, ({ body }) => {
    const provider = providers.find((p) => p.id === body.provider);
    if (!provider) throw generalError('Вход через этого провайдера не настроен.', 'provider_not_configured');
    return oauthLogin(ctx, provider, body);
  });
  route(app, c.registration, ({ body, ip }) => register(ctx, body, ip));
  // Spec 2 §3 registration v3 with phone confirmation (the KZ variant's payment screen).
  route(app, contract.registrationV3.otpRequest, ({ body, ip }) => requestCode(ctx, body.phone, ip));
  route(app, contract.registrationV3.otpConfirm, ({ body }) => confirmCode(ctx, body.phone, body.code));
  route(app, contract.registrationV3.register, ({ body, ip }) => registerV3(ctx, body, ip));
  route(app, c.passwordReset, async ({ body, ip, origin }) => {
    await passwordReset.requestPasswordReset(ctx, { ...body, ip, origin });
    return {};
  });
  route(app, c.passwordResetConfirm, async ({ body }) => {
    await passwordReset.confirmPasswordReset(ctx, body.token, body.password);
    return {};
  });
  route(app, c.changePassword, (request) =>
    auth.changePassword(ctx, signedIn(request).id, request.body.oldPassword, request.body.password),
  );
}
