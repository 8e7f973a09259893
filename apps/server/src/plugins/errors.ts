import type { FastifyError, FastifyInstance } from 'fastify';
import { NON_FIELD_ERRORS, toSnakeKey, type ErrorBody, type ErrorItem } from '@school/contract';
import type { z } from 'zod';

/** An expected failure: leaves the server as the spec 1 §8 body with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly attr: string | null = null,
  ) {
    super(detail);
  }

  body(): ErrorBody {
    return { type: this.status >= 500 ? 'server_error' : 'client_error', errors: [this.item()] };
  }

  item(): ErrorItem {
    return { attr: this.attr, detail: this.message, code: this.code };
  }
}

export class ValidationError extends AppError {
  constructor(readonly items: ErrorItem[]) {
    super(400, items[0]?.code ?? 'invalid', items[0]?.detail ?? 'Invalid input.', items[0]?.attr ?? null);
  }

  override body(): ErrorBody {
    return { type: 'validation_error', errors: this.items };
  }
}

export const notFound = (detail = 'Not found.') => new AppError(404, 'not_found', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError(403, 'permission_denied', detail);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, 'not_authenticated', detail);
export const fieldError = (attr: string, detail: string, code = 'invalid') =>
  new ValidationError([{ attr, detail, code }]);
export const generalError = (detail: string, code = 'invalid') =>
  new ValidationError([{ attr: NON_FIELD_ERRORS, detail, code }]);

/** Zod issues become field errors; the attr is the snake_case path as the client sent it. */
export function zodToValidationError(error: z.ZodError): ValidationError {
  const items = error.issues.map((issue): ErrorItem => {
    const path = issue.path.map((part) => (typeof part === 'string' ? toSnakeKey(part) : String(part)));
    const attr = path.join('.') || NON_FIELD_ERRORS;
    return { attr, detail: issue.message, code: issue.code };
  });
  return new ValidationError(items);
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.body());
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type.
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = (error.code ?? 'bad_request').toLowerCase();
      return reply.status(status).send({ type: 'client_error', errors: [{ attr: null, detail: error.message, code }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    // A 5xx never leaks its message.
    return reply.status(500).send({
      type: 'server_error',
      errors: [{ attr: null, detail: 'A server error occurred.', code: 'error' }],
    });
  });

}
