import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEGACY_WRITE_KEY } from '@school/contract';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { createTestApp, get, post, type ApiOptions, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken, randomIp } from '../../test/factories.js';
import { expectError, expectFieldError, expectThrottled } from '../../test/expect-error.js';
import { analyticsEvents } from './analytics.schema.js';

const PER_IP = 4;
let t: TestApp;
let writeKey: string;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_EVENTS_PER_IP_MINUTE: PER_IP });
  writeKey = (await get(t.app, '/settings/app/')).body.analytics_write_key;
});
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()));
  await t?.close();
});

/** Another process on the same database, with other settings. */
async function sibling(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.config, ...config }, t.database);
  extraApps.push(app);
  return app;
}

/** As the web app sends an event: with the deployment's write key, from an address of its own. */
const send = (type: string, body: unknown, options: ApiOptions = {}, app = t.app) =>
  post(app, `/s/${type}`, body, {
    ip: randomIp(),
    ...options,
    headers: { 'x-write-key': writeKey, ...options.headers },
  });

async function lastEvent() {
  const [row] = await t.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
  return row;
}
const storedEvents = async () => (await t.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;

describe('POST /api/s/:type (Jitsu ingest)', () => {
  it("stores a guest's event with its anonymous id", async () => {
    const res = await send('track', {
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
    const res = await send('page', { user_id: 'someone-else' }, { token: await accessTokenFor(user) });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({ type: 'page', userId: String(user.id) });
  });

  it("drops a guest's user_id, from the column and from the stored event", async () => {
    expect((await send('identify', { user_id: '42', anonymous_id: 'a1', traits: { x: 1 } })).status).toBe(200);
    const row = await lastEvent();
    expect(row).toMatchObject({ type: 'identify', userId: null, anonymousId: 'a1' });
    expect(row?.payload).toEqual({ anonymousId: 'a1', traits: { x: 1 } });
  });

  it('an expired token makes the sender a guest, not a failure', async () => {
    const user = await buildUser(t.db);
    const res = await send('identify', { anonymous_id: 'a2' }, { token: await expiredAccessToken(user) });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({ type: 'identify', userId: null });
  });

  it('refuses an unknown event type', async () => {
    expectFieldError(await send('delete', {}), 'type', 'invalid_value');
  });

  it('validates the body', async () => {
    expectFieldError(await send('track', { event: 5 }), 'event', 'invalid_type');
    expectFieldError(await send('track', { properties: 'x' }), 'properties', 'invalid_type');
    expectFieldError(await send('track', { event: 'e'.repeat(201) }), 'event', 'too_big');
    expectFieldError(await send('track', { anonymous_id: 'a'.repeat(101) }), 'anonymous_id', 'too_big');
    expectFieldError(await send('track', { timestamp: 't'.repeat(51) }), 'timestamp', 'too_big');
    expectFieldError(await send('track', undefined), 'non_field_errors', 'invalid_type');
  });

  it('a body over 16 KB is refused with 413 and nothing is stored', async () => {
    const before = await storedEvents();
    const res = await send('track', { event: 'x', properties: { blob: 'x'.repeat(16 * 1024) } });
    expectError(res, 413, { attr: null, code: 'request_too_large' });
    expect(await storedEvents()).toBe(before);
  });
});

describe('the write key (spec 2 §5, §7)', () => {
  it('events without this deployment’s key are refused and not stored', async () => {
    const before = await storedEvents();
    const [keyId] = writeKey.split(':');
    for (const key of [undefined, `${keyId}:wrong-secret`, 'plainkey', `${writeKey}x`]) {
      const headers: Record<string, string> = key === undefined ? {} : { 'x-write-key': key };
      const res = await post(t.app, '/s/track', { event: 'x' }, { ip: randomIp(), headers });
      expectError(res, 401, { attr: null, code: 'invalid_write_key' });
    }
    const legacy = await send('track', { event: 'x' }, { headers: { 'x-write-key': `c${'1'.repeat(24)}` } });
    expectError(legacy, 401, { code: 'legacy_write_key', detail: LEGACY_WRITE_KEY });
    expect(await storedEvents()).toBe(before);
  });

  it('the generated key is kept in the database: another process hands out the same one', async () => {
    expect(writeKey).toMatch(/^web:.{32,}$/);
    const other = await sibling({});
    expect((await get(other, '/settings/app/')).body.analytics_write_key).toBe(writeKey);
    expect((await send('page', {}, {}, other)).status).toBe(200);
  });

  it('ANALYTICS_WRITE_KEY replaces it; a legacy one stops the start', async () => {
    const configured = await sibling({ ANALYTICS_WRITE_KEY: 'site:s3cret-value' });
    expect((await get(configured, '/settings/app/')).body.analytics_write_key).toBe('site:s3cret-value');
    const headers = { 'x-write-key': 'site:s3cret-value' };
    expect((await send('page', {}, { headers }, configured)).status).toBe(200);
    expectError(await send('page', {}, {}, configured), 401, { code: 'invalid_write_key' });
    await expect(buildApp({ ...t.config, ANALYTICS_WRITE_KEY: `c${'x'.repeat(24)}` }, t.database)).rejects.toThrow(
      LEGACY_WRITE_KEY,
    );
  });
});

describe('rate limits (issue 7, item 12)', () => {
  it(`one address may send ${PER_IP} events a minute, then 429; another address is still served`, async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_IP; i++) expect((await send('track', { event: `e${i}` }, { ip })).status).toBe(200);
    const before = await storedEvents();
    expectThrottled(await send('track', { event: 'one too many' }, { ip }), 60);
    expect(await storedEvents()).toBe(before);
    expect((await send('track', { event: 'elsewhere' })).status).toBe(200);
  });

  it('one write key may send so many events a minute, from any address', async () => {
    const limited = await sibling({ ANALYTICS_EVENTS_PER_KEY_MINUTE: 3 });
    for (let i = 0; i < 3; i++) expect((await send('page', {}, {}, limited)).status).toBe(200);
    expectThrottled(await send('page', {}, {}, limited), 60);
  });
});

describe('POST /api/s/s2s/:type (server-side events, spec 2 §7)', () => {
  const serverKey = 'backend:s2s-secret-value';
  const serverHeaders = { 'x-write-key': serverKey };
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await sibling({ ANALYTICS_S2S_KEY: serverKey, ANALYTICS_EVENTS_PER_IP_MINUTE: PER_IP });
  });
  const sendServer = (type: string, body: unknown, options: ApiOptions = {}) =>
    post(server, `/s/s2s/${type}`, body, {
      ip: randomIp(),
      ...options,
      headers: { ...serverHeaders, ...options.headers },
    });

  it('stores the event with the user id the server names', async () => {
    const res = await sendServer('track', { event: 'payment_succeeded', user_id: '42', anonymous_id: 'a-s2s' });
    expect(res.status).toBe(200);
    const row = await lastEvent();
    expect(row).toMatchObject({ type: 'track', event: 'payment_succeeded', userId: '42', anonymousId: 'a-s2s' });
    expect(row?.payload).toEqual({ event: 'payment_succeeded', anonymousId: 'a-s2s' });
  });

  it('the public browser key is refused, and the browser ingest still drops a claimed user id', async () => {
    const before = await storedEvents();
    const res = await sendServer('identify', { user_id: '42' }, { headers: { 'x-write-key': writeKey } });
    expectError(res, 401, { attr: null, code: 'invalid_write_key' });
    expect(await storedEvents()).toBe(before);
    expect((await send('identify', { user_id: '42' }, {}, server)).status).toBe(200);
    expect(await lastEvent()).toMatchObject({ type: 'identify', userId: null });
  });

  it('a wrong or legacy key is refused; refusals from one address are rate-limited', async () => {
    const ip = randomIp();
    const legacy = await sendServer('track', {}, { ip, headers: { 'x-write-key': `c${'2'.repeat(24)}` } });
    expectError(legacy, 401, { code: 'legacy_write_key', detail: LEGACY_WRITE_KEY });
    for (let i = 1; i < PER_IP; i++) {
      expectError(await sendServer('track', {}, { ip, headers: { 'x-write-key': 'backend:guess' } }), 401, {
        code: 'invalid_write_key',
      });
    }
    expectThrottled(await sendServer('track', {}, { ip, headers: { 'x-write-key': 'backend:guess' } }), 60);
  });

  it('the right key is not limited per address, only per key', async () => {
    const ip = randomIp();
    for (let i = 0; i <= PER_IP; i++) expect((await sendServer('page', {}, { ip })).status).toBe(200);
    const limited = await sibling({ ANALYTICS_S2S_KEY: serverKey, ANALYTICS_EVENTS_PER_KEY_MINUTE: 2 });
    const viaLimited = () => post(limited, '/s/s2s/page', {}, { ip: randomIp(), headers: serverHeaders });
    for (let i = 0; i < 2; i++) expect((await viaLimited()).status).toBe(200);
    expectThrottled(await viaLimited(), 60);
    // The browser key has a bucket of its own.
    expect((await send('page', {}, {}, limited)).status).toBe(200);
  });

  it('validates the body and the type, and keeps the body limit', async () => {
    expectFieldError(await sendServer('delete', {}), 'type', 'invalid_value');
    expectFieldError(await sendServer('track', { user_id: 'u'.repeat(101) }), 'user_id', 'too_big');
    const big = await sendServer('track', { event: 'x', properties: { blob: 'x'.repeat(16 * 1024) } });
    expectError(big, 413, { attr: null, code: 'request_too_large' });
  });

  it('without ANALYTICS_S2S_KEY every server-side event is refused', async () => {
    expectError(await post(t.app, '/s/s2s/track', {}, { ip: randomIp(), headers: serverHeaders }), 401, {
      code: 'invalid_write_key',
    });
  });

  it('a server key equal to the browser key, or a legacy one, stops the start', async () => {
    const same = { ANALYTICS_WRITE_KEY: 'site:shared-secret', ANALYTICS_S2S_KEY: 'site:shared-secret' };
    await expect(buildApp({ ...t.config, ...same }, t.database)).rejects.toThrow('ANALYTICS_S2S_KEY must differ');
    await expect(buildApp({ ...t.config, ANALYTICS_S2S_KEY: `c${'x'.repeat(24)}` }, t.database)).rejects.toThrow(
      LEGACY_WRITE_KEY,
    );
  });
});
