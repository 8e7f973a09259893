import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NON_FIELD_ERRORS, toSnakeKey, type ErrorBody, type ErrorItem } from '@school/contract';
import type { z } from 'zod';
import { reportServerError } from '../error-reporting/error-reporting.js';

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
    super(400, items[0]?.code ?? 'invalid', items[0]?.detail ?? 'Некорректные данные.', items[0]?.attr ?? null);
  }

  override body(): ErrorBody {
    return { type: 'validation_error', errors: this.items };
  }
}

/** A 429 that tells the client when to come back: its Retry-After header (RFC 9110 §10.2.3). */
export class ThrottledError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
    attr: string | null = null,
  ) {
    super(429, 'throttled', detail, attr);
  }
}

// Every detail is Russian: the web shows a detail as it comes (spec 1 §8: on the field or as a notice).
export const notFound = (detail = 'Не найдено.') => new AppError(404, 'not_found', detail);
export const forbidden = (detail = 'Недостаточно прав для этого действия.') =>
  new AppError(403, 'permission_denied', detail);
export const notAuthenticated = (detail = 'Нужно войти в аккаунт.') => new AppError(401, 'not_authenticated', detail);
export const fieldError = (attr: string, detail: string, code = 'invalid') =>
  new ValidationError([{ attr, detail, code }]);
export const generalError = (detail: string, code = 'invalid') =>
  new ValidationError([{ attr: NON_FIELD_ERRORS, detail, code }]);

/** The attr of a field at this (camelCase) input path: the snake_case path as the client sent it. */
export function attrOf(path: readonly PropertyKey[]): string {
  const parts = path.map((part) => (typeof part === 'string' ? toSnakeKey(part) : String(part)));
  return parts.join('.') || NON_FIELD_ERRORS;
}

/** Zod issues become field errors. */
export function zodToValidationError(error: z.ZodError): ValidationError {
  const items = error.issues.map((issue): ErrorItem => ({
    attr: attrOf(issue.path),
    detail: issue.message,
    code: issue.code,
  }));
  return new ValidationError(items);
}

/**
 * The PostgreSQL error code of a failed query (PGlite and node-postgres alike), looked
 * for along the cause chain because Drizzle wraps driver errors.
 */
export function databaseErrorCode(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}

/** A unique constraint refused the row: two requests raced to create the same thing. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error)?.code === '23505';

/** PostgreSQL data exceptions caused by a value's range or form (class 22). */
const DATA_EXCEPTIONS = new Set(['22003', '22007', '22008', '22P02']);

/** Fastify's own client errors get stable codes in the style of the rest of the catalogue. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'parse_error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'parse_error',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'parse_error',
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};

/** Fastify's messages are English: each code gets its Russian detail. */
const CLIENT_ERROR_DETAILS: Record<string, string> = {
  unsupported_media_type: 'Такой тип содержимого запроса не поддерживается.',
  request_too_large: 'Запрос слишком большой.',
  parse_error: 'Тело запроса не удалось разобрать.',
  bad_url: 'Адрес запроса не удалось разобрать.',
  uri_too_long: 'Адрес запроса слишком длинный.',
};

const clientErrorCode = (error: FastifyError): string =>
  // A JSON syntax error carries no Fastify code, only its status.
  FASTIFY_CODES[error.code] ?? (error.code ? error.code.toLowerCase() : 'parse_error');

function clientErrorItem(error: FastifyError): ErrorItem {
  const code = clientErrorCode(error);
  return { attr: null, detail: CLIENT_ERROR_DETAILS[code] ?? 'Запрос не удалось обработать.', code };
}

/**
 * Errors the router raises before any route or error handler runs (bad percent-encoding,
 * an over-long path parameter): Fastify's `frameworkErrors` option, in the spec 1 §8 body.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(error.statusCode ?? 400).send({ type: 'client_error', errors: [clientErrorItem(error)] });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ThrottledError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.body());
    }
    // A race the service's own checks could not see (spec 1 §8 body instead of a 500).
    if (isUniqueViolation(error)) {
      return reply.status(409).send(new AppError(409, 'unique', 'Такая запись уже существует.').body());
    }
    // The same for a row that refers to one that is gone: a token that outlived its user, a
    // delete racing an insert (found by the contract fuzz test, issue 7).
    if (databaseErrorCode(error)?.code === '23503') {
      return reply
        .status(409)
        .send(new AppError(409, 'reference', 'Связанная запись не найдена или ещё используется.').body());
    }
    // A value the contract let through but the column cannot hold (a date PostgreSQL has no
    // year for, a number past its type): the client's input, so a 400, not a 500.
    if (DATA_EXCEPTIONS.has(databaseErrorCode(error)?.code ?? '')) {
      return reply.status(400).send(generalError('Значение вне допустимого диапазона.', 'out_of_range').body());
    }
    // Fastify's own client errors: malformed JSON, body too large, wrong content type.
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ type: 'client_error', errors: [clientErrorItem(error)] });
    }
    request.log.error({ err: error }, 'unhandled error');
    reportServerError(error, request);
    // A 5xx never leaks its message.
    return reply.status(500).send({
      type: 'server_error',
      errors: [{ attr: null, detail: 'На сервере произошла ошибка.', code: 'error' }],
    });
  });
}
