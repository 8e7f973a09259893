import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { ErrorBodySchema } from '@school/contract';
import { databaseErrorCode, fieldError, isUniqueViolation, notFound, registerErrorHandlers } from './errors.js';

/** A driver error as node-postgres and PGlite raise it, wrapped by Drizzle. */
function driverError(code: string, constraint?: string): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint });
  return new DrizzleQueryError('insert into users ...', [], cause);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandlers(app);
  app.get('/unique', async () => {
    throw driverError('23505', 'users_email_lower_idx');
  });
  app.get('/missing-reference', async () => {
    throw driverError('23503', 'carts_user_id_users_id_fk');
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db');
  });
  app.get('/field', async () => {
    throw fieldError('email', 'Занято', 'unique');
  });
  app.post('/json', async () => ({}));
  app.get('/missing', async () => {
    throw notFound();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('a unique violation nobody caught answers 409 with the error body', async () => {
    const res = await app.inject('/unique');
    expect(res.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(res.json())).toEqual({
      type: 'client_error',
      errors: [{ attr: null, detail: 'Такая запись уже существует.', code: 'unique' }],
    });
  });

  it('a foreign key nobody checked (a token whose user is gone) answers 409 with the error body', async () => {
    const res = await app.inject('/missing-reference');
    expect(res.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      type: 'client_error',
      errors: [{ attr: null, code: 'reference' }],
    });
  });

  it('any other failure is a 500 that does not leak its message', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      type: 'server_error',
      errors: [{ attr: null, detail: 'На сервере произошла ошибка.', code: 'error' }],
    });
    expect(res.body).not.toContain('secret');
  });

  it('Fastify’s own client errors and the default details speak Russian (issue 8)', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      type: 'client_error',
      errors: [{ attr: null, detail: 'Тело запроса не удалось разобрать.', code: 'parse_error' }],
    });
    expect((await app.inject('/missing')).json().errors[0].detail).toBe('Не найдено.');
  });

  it('a field error is a validation_error naming the field', async () => {
    const res = await app.inject('/field');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      type: 'validation_error',
      errors: [{ attr: 'email', detail: 'Занято', code: 'unique' }],
    });
  });
});

describe('databaseErrorCode', () => {
  it('finds the SQLSTATE along the cause chain', () => {
    expect(databaseErrorCode(driverError('23505', 'x'))).toEqual({ code: '23505', constraint: 'x' });
    expect(isUniqueViolation(driverError('23505'))).toBe(true);
    expect(isUniqueViolation(driverError('23503'))).toBe(false);
    expect(databaseErrorCode(new Error('plain'))).toBeUndefined();
    // Node's own error codes are not SQLSTATEs.
    expect(databaseErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });
});
