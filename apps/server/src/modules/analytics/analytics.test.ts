import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';
import { analyticsEvents } from './analytics.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function lastEvent() {
  const [row] = await t.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
  return row;
}

describe('POST /api/s/:type (Jitsu ingest)', () => {
  it("stores a guest's event with its anonymous id", async () => {
    const res = await post(t.app, '/s/track', {
      event: 'flag_exposure',
      anonymous_id: 'anon-1',
      properties: { flag: 'home-greeting', value: 'default' },
      timestamp: '2025-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await lastEvent()).toMatchObject({
      type: 'track',
      event: 'flag_exposure',
      anonymousId: 'anon-1',
      userId: null,
    });
  });

  it('takes the user from the token, not from the body', async () => {
    const user = await buildUser(t.db);
    const res = await post(t.app, '/s/page', { user_id: 'someone-else' }, { token: await accessTokenFor(user) });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({ type: 'page', userId: String(user.id) });
  });

  it('an expired token makes the sender a guest, not a failure', async () => {
    const user = await buildUser(t.db);
    const res = await post(t.app, '/s/identify', { anonymous_id: 'a2' }, { token: await expiredAccessToken(user) });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({ type: 'identify', userId: null });
  });

  it('refuses an unknown event type', async () => {
    expectFieldError(await post(t.app, '/s/delete', {}), 'type', 'invalid_value');
  });

  it('validates the body', async () => {
    expectFieldError(await post(t.app, '/s/track', { event: 5 }), 'event', 'invalid_type');
    expectFieldError(await post(t.app, '/s/track', { properties: 'x' }), 'properties', 'invalid_type');
    expectFieldError(await post(t.app, '/s/track', { event: 'e'.repeat(201) }), 'event', 'too_big');
    expectFieldError(await post(t.app, '/s/track', { anonymous_id: 'a'.repeat(101) }), 'anonymous_id', 'too_big');
    expectFieldError(await post(t.app, '/s/track', { timestamp: 't'.repeat(51) }), 'timestamp', 'too_big');
    expectFieldError(await post(t.app, '/s/track', undefined), 'non_field_errors', 'invalid_type');
  });
});
