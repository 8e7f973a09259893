import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandlers } from './errors.js';

/** How drivers surface a refused value: Drizzle wraps the PostgreSQL error as its cause. */
const databaseError = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandlers(app);
  app.get('/refused/:code', async (request) => {
    throw databaseError((request.params as { code: string }).code);
  });
  await app.ready();
});
afterAll(() => app?.close());

describe('database errors caused by the input (spec 1 §8 body, never a 500)', () => {
  it.each(['22003', '22007', '22008', '22P02'])('a value out of its column’s range (%s) is a 400', async (code) => {
    const res = await app.inject(`/refused/${code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'validation_error', errors: [{ code: 'out_of_range' }] });
  });

  it('a unique race is a 409, anything else stays a 500 without its message', async () => {
    expect((await app.inject('/refused/23505')).statusCode).toBe(409);
    const res = await app.inject('/refused/57P01');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('query failed');
  });
});
