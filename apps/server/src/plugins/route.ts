import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  camelKeys,
  snakeKeys,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseInputOf,
} from '@school/contract';
import type { z } from 'zod';
import type { AuthUser } from './access-token.js';
import { attrOf, fieldError, forbidden, notAuthenticated, zodToValidationError, type AppError } from './errors.js';
import { findUnsafeText } from './unsafe-text.js';
import { requestOrigin } from './origin.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the app was built with (app.ts), for plugins that serve every route. */
    appConfig: Config;
  }
}

export interface RouteRequest<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  user: AuthUser | null;
  /** Why a presented token was refused; routes open to guests decide themselves whether that matters. */
  authProblem: AppError | null;
  ip: string;
  /** Where links and redirects for this request point (plugins/origin.ts). */
  origin: string;
  headers: Record<string, string | string[] | undefined>;
  log: FastifyBaseLogger;
  reply: FastifyReply;
}

/** The signed-in user of a route whose contract lists roles: the guard already refused guests. */
export function signedIn<E extends Endpoint>(request: RouteRequest<E>): AuthUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

function parsePart(schema: z.ZodType | undefined, raw: unknown, rawCase = false): unknown {
  if (!schema) return undefined;
  // Fastify's query parser builds objects of a prototype-less class that camelKeys would not
  // recognise as plain objects (and so not convert): copy them into a plain one first.
  const plain = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : (raw ?? undefined);
  // A third-party SDK's body (rawCase: GrowthBook's attributes) keeps its keys as they were sent.
  const input = rawCase ? plain : camelKeys(plain);
  // Every string of every endpoint, in one place: PostgreSQL cannot store these (issue 7, item 10).
  const unsafe = findUnsafeText(input);
  if (unsafe) throw fieldError(attrOf(unsafe), 'Текст содержит недопустимые символы.', 'invalid_characters');
  const result = schema.safeParse(input);
  if (!result.success) throw zodToValidationError(result.error);
  return result.data;
}

export interface RouteOptions {
  /** A body limit below the API's own (plugins/json-body.ts), for endpoints that take small bodies from anyone. */
  bodyLimit?: number;
}

/**
 * Registers one contract endpoint: access by the roles it declares, then its
 * params, query and body validated (spec 1 §8 errors on failure), then the
 * handler, whose answer is parsed by the response schema (nothing undeclared
 * leaves the server) and sent in snake_case (spec 1 §7).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: RouteRequest<E>) => Promise<ResponseInputOf<E>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.bodyLimit,
    handler: async (request, reply) => {
      const user = request.authUser;
      if (endpoint.roles) {
        if (!user) throw request.authProblem ?? notAuthenticated();
        if (!endpoint.roles.includes(user.role)) throw forbidden();
      }
      const routeRequest = {
        params: parsePart(endpoint.params, request.params),
        query: parsePart(endpoint.query, request.query),
        body: parsePart(endpoint.body, request.body, endpoint.rawCase),
        user,
        authProblem: request.authProblem,
        ip: request.ip,
        get origin() {
          return requestOrigin(request.server.appConfig, request);
        },
        headers: request.headers,
        log: request.log,
        reply,
      } as RouteRequest<E>;
      const result = await handler(routeRequest);
      // A handler that took the reply over (an event stream) answers by itself.
      if (reply.sent) return reply;
      const output: unknown = endpoint.response.parse(result);
      return reply.status(endpoint.status ?? 200).send(endpoint.rawCase ? output : snakeKeys(output));
    },
  });
}
