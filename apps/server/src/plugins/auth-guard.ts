import type { FastifyInstance } from 'fastify';
import type { AccessTokens, AuthUser } from './access-token.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** Why a presented token was not accepted, for routes that need a user. */
    authProblem: AppError | null;
  }
}

/**
 * Reads the bearer token of every request. An invalid or expired token makes the
 * caller a guest; routes that need a user then answer 401 with the reason, so the
 * client knows to refresh (spec 1 §4).
 */
export function registerAuthGuard(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('authProblem', null);
  // Verification is synchronous (plugins/access-token.ts): a callback hook spares a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    const verdict = tokens.verify(header.slice('Bearer '.length).trim());
    if (verdict === 'expired') {
      request.authProblem = new AppError(401, 'token_not_valid', 'Срок действия токена истёк.');
    } else if (verdict === 'invalid') {
      request.authProblem = new AppError(401, 'token_not_valid', 'Токен недействителен.');
    } else {
      request.authUser = verdict;
    }
    done();
  });
}
