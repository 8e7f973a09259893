import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { fieldError, registerErrorHandlers } from '../plugins/errors.js';
import { createTestApp, get } from '../test/test-app.js';
import { flushErrorReports, startErrorReporting, webErrorReporting } from './error-reporting.js';
import { startFakeSentry, type FakeSentry } from './fake-sentry.js';

let fake: FakeSentry;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeSentry();
  startErrorReporting(loadConfig({ SENTRY_DSN: fake.dsn, SENTRY_ENVIRONMENT: 'test', SENTRY_RELEASE: 'r1' }));
  app = Fastify();
  registerErrorHandlers(app);
  app.get('/boom', async () => {
    throw new Error('the database went away');
  });
  app.get('/bad-input', async () => {
    throw fieldError('email', 'Некорректный адрес');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('server error reporting (spec 2 §8, spec 3 §8)', () => {
  it('an unexpected 5xx reaches the DSN endpoint with its environment and release', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    await flushErrorReports();
    const report = fake.envelopes.find((envelope) => envelope.includes('the database went away'));
    expect(report).toBeDefined();
    expect(report).toContain('"environment":"test"');
    expect(report).toContain('"release":"r1"');
    expect(report).toContain('"route":"/boom"');
  });

  it('a 4xx is the caller’s and is not reported', async () => {
    const events = () => fake.envelopes.filter((envelope) => envelope.includes('"type":"event"')).length;
    const before = events();
    expect(before).toBeGreaterThan(0);
    const res = await app.inject('/bad-input');
    expect(res.statusCode).toBe(400);
    await flushErrorReports();
    expect(events()).toBe(before);
  });
});

describe("the web app's DSN", () => {
  it('is absent while no DSN is set, SENTRY_WEB_DSN wins over SENTRY_DSN', () => {
    expect(webErrorReporting(loadConfig({}))).toEqual({});
    const both = loadConfig({ SENTRY_DSN: 'https://a@server.example/1', SENTRY_WEB_DSN: 'https://b@web.example/2' });
    expect(webErrorReporting(both).sentryDsn).toBe('https://b@web.example/2');
  });

  it('reaches the app through /settings/app/ and the CSP lets the page send to it', async () => {
    const t = await createTestApp({ SENTRY_WEB_DSN: 'https://key@errors.example/3' });
    try {
      const { body, headers } = await get(t.app, '/api/settings/app/');
      expect(body).toMatchObject({ sentry_dsn: 'https://key@errors.example/3' });
      expect(String(headers['content-security-policy'])).toMatch(/connect-src [^;]*https:\/\/errors\.example/);
    } finally {
      await t.close();
    }
  }, 60_000);
});
