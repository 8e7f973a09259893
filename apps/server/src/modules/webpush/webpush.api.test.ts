import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError, expectNotAuthenticated } from '../../test/expect-error.js';
import { getOrCreateSetting, readSetting } from '../settings/settings.service.js';
import { webPushSubscriptions } from './webpush.schema.js';
import { MAX_SUBSCRIPTIONS_PER_USER } from './webpush.service.js';

const SUBSCRIBE = '/v2/core/webpush/subscribe/';
const UNSUBSCRIBE = '/v2/core/webpush/unsubscribe/';
const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
const KEYS = { p256dh: browserKey.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function user(role: 'STUDENT_ROLE' | 'TUTOR_ROLE' = 'STUDENT_ROLE') {
  const built = await buildUser(t.db, { role });
  return { ...built, token: await accessTokenFor(built) };
}

let counter = 0;
const endpointUrl = () => `https://fcm.googleapis.com/fcm/send/device-${++counter}`;
// The web client's wire shape (spec 3 §7): snake_case, the browser's subscription JSON inside.
const body = (endpoint: string, extra: object = {}) => ({
  subscription: { endpoint, expiration_time: null, keys: KEYS },
  browser: 'Chrome',
  user_agent: 'Mozilla/5.0 (Android)',
  ...extra,
});
const rowsOf = (endpoint: string) =>
  t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));

describe('POST /v2/core/webpush/subscribe/', () => {
  it('stores the subscription with its keys, browser and user agent for the caller', async () => {
    const me = await user();
    const endpoint = endpointUrl();
    const res = await post(t.app, SUBSCRIBE, body(endpoint), { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rowsOf(endpoint)).toEqual([
      expect.objectContaining({
        userId: me.id,
        p256dh: KEYS.p256dh,
        auth: KEYS.auth,
        browser: 'Chrome',
        userAgent: 'Mozilla/5.0 (Android)',
      }),
    ]);
  });

  it('takes any signed-in role, and the same endpoint again moves to whoever subscribed last', async () => {
    const student = await user();
    const tutor = await user('TUTOR_ROLE');
    const endpoint = endpointUrl();
    expect((await post(t.app, SUBSCRIBE, body(endpoint), { token: student.token })).status).toBe(201);
    expect((await post(t.app, SUBSCRIBE, body(endpoint), { token: tutor.token })).status).toBe(201);
    const rows = await rowsOf(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(tutor.id);
  });

  it('needs a signed-in user', async () => {
    expectNotAuthenticated(await post(t.app, SUBSCRIBE, body(endpointUrl())));
  });

  it(`keeps a user's ${MAX_SUBSCRIPTIONS_PER_USER} newest subscriptions`, async () => {
    const me = await user();
    const endpoints = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, endpointUrl);
    for (const endpoint of endpoints) await post(t.app, SUBSCRIBE, body(endpoint), { token: me.token });
    const kept = await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, me.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('refuses a subscription that is not a push subscription', async () => {
    const me = await user();
    const bad = async (value: object, attr: string) =>
      expectFieldError(await post(t.app, SUBSCRIBE, value, { token: me.token }), attr);
    await bad(body('http://push.example.com/1'), 'subscription.endpoint');
    await bad(body('javascript:alert(1)'), 'subscription.endpoint');
    await bad({ ...body(endpointUrl()), subscription: { endpoint: endpointUrl() } }, 'subscription.keys');
    await bad(
      { ...body(endpointUrl()), subscription: { endpoint: endpointUrl(), keys: { ...KEYS, auth: 'not base64!' } } },
      'subscription.keys.auth',
    );
    await bad(body(endpointUrl(), { user_agent: 'x'.repeat(1001) }), 'user_agent');
    // Well-formed text, but no P-256 point / not a 16-byte secret: nothing could ever be encrypted to it.
    const withKeys = (keys: object) => ({ ...body(endpointUrl()), subscription: { endpoint: endpointUrl(), keys } });
    await bad(withKeys({ ...KEYS, p256dh: `B${'x'.repeat(86)}` }), 'subscription.keys.p256dh');
    await bad(withKeys({ ...KEYS, auth: 'a'.repeat(30) }), 'subscription.keys.auth');
  });
});

describe('POST /v2/core/webpush/unsubscribe/', () => {
  it("removes the caller's subscription, and is quiet when it is gone already", async () => {
    const me = await user();
    const endpoint = endpointUrl();
    await post(t.app, SUBSCRIBE, body(endpoint), { token: me.token });
    expect((await post(t.app, UNSUBSCRIBE, body(endpoint), { token: me.token })).status).toBe(200);
    expect(await rowsOf(endpoint)).toEqual([]);
    expect((await post(t.app, UNSUBSCRIBE, body(endpoint), { token: me.token })).status).toBe(200);
  });

  it("leaves another user's subscription alone", async () => {
    const me = await user();
    const stranger = await user();
    const endpoint = endpointUrl();
    await post(t.app, SUBSCRIBE, body(endpoint), { token: me.token });
    expect((await post(t.app, UNSUBSCRIBE, body(endpoint), { token: stranger.token })).status).toBe(200);
    expect((await rowsOf(endpoint))[0]?.userId).toBe(me.id);
  });

  it('needs the bearer token (spec 3 §7)', async () => {
    expectNotAuthenticated(await post(t.app, UNSUBSCRIBE, body(endpointUrl())));
  });
});

describe('VAPID keys', () => {
  it('are generated once, kept in the database and published in /settings/app/', async () => {
    const first = await get(t.app, '/settings/app/');
    const second = await get(t.app, '/settings/app/');
    const key = first.body.web_push_public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(second.body.web_push_public_key).toBe(key);
    expect(await readSetting(t.db, 'secret:vapid')).toEqual({ publicKey: key, privateKey: expect.any(String) });
  });

  it('two processes starting at once on one database agree on the first pair written', async () => {
    const [a, b] = await Promise.all([
      getOrCreateSetting(t.db, 'secret:vapid-race', () => ({ publicKey: 'A', privateKey: 'a' })),
      getOrCreateSetting(t.db, 'secret:vapid-race', () => ({ publicKey: 'B', privateKey: 'b' })),
    ]);
    expect(a).toEqual(b);
  });

  it('come from the environment when both are set', async () => {
    const publicKey = `B${'k'.repeat(86)}`;
    const app = await createTestApp({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'p'.repeat(43) });
    try {
      expect((await get(app.app, '/settings/app/')).body.web_push_public_key).toBe(publicKey);
    } finally {
      await app.close();
    }
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://school.example' });
  });
  afterAll(() => prod?.close());

  it('refuses http endpoints and hosts that are not push services (the server would POST there)', async () => {
    const built = await buildUser(prod.db);
    const token = await accessTokenFor(built);
    const subscribe = (endpoint: string) => post(prod.app, SUBSCRIBE, body(endpoint), { token });
    expectFieldError(await subscribe('http://localhost:3000/push/1'), 'subscription.endpoint');
    expectFieldError(await subscribe('http://127.0.0.1/push/1'), 'subscription.endpoint');
    expectFieldError(await subscribe('https://10.0.0.5/internal'), 'subscription.endpoint');
    expectFieldError(await subscribe('https://fcm.googleapis.com.evil.example/x'), 'subscription.endpoint');
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
    expect((await subscribe('https://updates.push.services.mozilla.com/wpush/v2/abc')).status).toBe(201);
    expect((await subscribe('https://web.push.apple.com/QGx')).status).toBe(201);
  });
});
