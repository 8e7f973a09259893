import type { FastifyInstance, HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import { ErrorBodySchema, NON_FIELD_ERRORS, type ErrorBody, type ErrorItem } from '@school/contract';
import { api, type ApiOptions, type ApiResponse } from './test-app.js';
import { expiredAccessToken, type TestUser } from './factories.js';

/**
 * The answer is a spec 1 §8 error body with this status and (at least) this item.
 * Every item has a detail; every attr is snake_case as the client sent it.
 */
export function expectError(res: ApiResponse, status: number, item: Partial<ErrorItem>): ErrorBody {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const parsed = ErrorBodySchema.safeParse(res.body);
  expect(parsed.success, `not an error body: ${JSON.stringify(res.body)}`).toBe(true);
  const body = parsed.data as ErrorBody;
  if (status >= 500) expect(body.type).toBe('server_error');
  else if (status !== 400) expect(body.type).toBe('client_error');
  for (const error of body.errors) {
    expect(error.detail.length).toBeGreaterThan(0);
    if (error.attr) expect(error.attr).toMatch(/^[a-z0-9_.]+$/);
  }
  expect(body.errors, JSON.stringify(body.errors)).toContainEqual(expect.objectContaining(item));
  return body;
}

/** 400 validation_error naming the field. */
export function expectFieldError(res: ApiResponse, attr: string, code?: string): ErrorBody {
  const body = expectError(res, 400, code ? { attr, code } : { attr });
  expect(body.type).toBe('validation_error');
  return body;
}

/** 400 validation_error about the request as a whole. */
export const expectGeneralError = (res: ApiResponse, code: string, detail?: string) =>
  expectError(res, 400, { attr: NON_FIELD_ERRORS, code, ...(detail && { detail }) });

export const expectNotAuthenticated = (res: ApiResponse) =>
  expectError(res, 401, { attr: null, code: 'not_authenticated' });

export const expectTokenNotValid = (res: ApiResponse) => expectError(res, 401, { attr: null, code: 'token_not_valid' });

export const expectForbidden = (res: ApiResponse) => expectError(res, 403, { attr: null, code: 'permission_denied' });

/**
 * An endpoint that needs a user: no token, an expired token, a malformed token and a
 * token signed with another key all answer 401 before the body is even looked at.
 */
export async function expectSignInRequired(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  user: TestUser,
  options: ApiOptions = {},
): Promise<void> {
  expectNotAuthenticated(await api(app, method, path, options));
  const expired = await expiredAccessToken(user);
  const expiredBody = expectTokenNotValid(await api(app, method, path, { ...options, token: expired }));
  expect(expiredBody.errors[0]?.detail).toBe('Срок действия токена истёк.');
  expectTokenNotValid(await api(app, method, path, { ...options, token: 'not-a-jwt' }));
  const [head, payload] = expired.split('.');
  expectTokenNotValid(await api(app, method, path, { ...options, token: `${head}.${payload}.forged-signature` }));
  // A scheme other than Bearer is no credential at all.
  expectNotAuthenticated(await api(app, method, path, { ...options, headers: { authorization: `Basic ${expired}` } }));
}

/** 429 `throttled` in the spec's body, with a Retry-After header (seconds) within the limit's window. */
export function expectThrottled(res: ApiResponse, windowSeconds: number, attr: string | null = null): ErrorBody {
  const body = expectError(res, 429, { attr, code: 'throttled' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter, `Retry-After: ${String(res.headers['retry-after'])}`).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return body;
}
