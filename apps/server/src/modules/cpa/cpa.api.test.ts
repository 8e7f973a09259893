import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { createTestApp, post, type ApiOptions, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken, randomIp } from '../../test/factories.js';
import { expectError, expectFieldError, expectThrottled } from '../../test/expect-error.js';
import { cpaMarkers } from './cpa.schema.js';

const PER_IP = 3;
const MARKERS = '/v2/cpa/markers/';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CPA_MARKERS_PER_IP_MINUTE: PER_IP });
});
afterAll(() => t?.close());

const send = (body: unknown, options: ApiOptions = {}) => post(t.app, MARKERS, body, { ip: randomIp(), ...options });
async function lastMarkers() {
  const [row] = await t.db.select().from(cpaMarkers).orderBy(desc(cpaMarkers.id)).limit(1);
  return row;
}
const stored = async () => (await t.db.select({ n: count() }).from(cpaMarkers))[0]?.n ?? 0;

const ALL_PARAMS = {
  utm_source: 'admitad',
  utm_medium: 'cpa',
  utm_campaign: 'spring',
  utm_term: 'ege',
  utm_content: 'banner-1',
  cl_uid: 'cl-1',
  admitad_uid: 'adm-1',
  advcake_params: 'a=1&b=2',
  cpa_expiration_date: '2026-12-31',
};

describe('POST /v2/cpa/markers/ (spec 3 §7)', () => {
  it("stores a guest's markers, every param of spec 1 §3, with no user", async () => {
    const res = await send(ALL_PARAMS);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({});
    expect(await lastMarkers()).toMatchObject({
      userId: null,
      utmSource: 'admitad',
      utmMedium: 'cpa',
      utmCampaign: 'spring',
      utmTerm: 'ege',
      utmContent: 'banner-1',
      clUid: 'cl-1',
      admitadUid: 'adm-1',
      advcakeParams: 'a=1&b=2',
      cpaExpirationDate: '2026-12-31',
    });
  });

  it("ties the markers to the signed-in user; an expired token counts as a guest's", async () => {
    const user = await buildUser(t.db);
    expect((await send({ utm_source: 'yandex' }, { token: await accessTokenFor(user) })).status).toBe(201);
    expect(await lastMarkers()).toMatchObject({ userId: user.id, utmSource: 'yandex', utmMedium: null });
    expect((await send({ utm_source: 'vk' }, { token: await expiredAccessToken(user) })).status).toBe(201);
    expect(await lastMarkers()).toMatchObject({ userId: null, utmSource: 'vk' });
  });

  it('refuses markers without utm_source and bad values; nothing is stored', async () => {
    const before = await stored();
    expectFieldError(await send({ utm_medium: 'cpa' }), 'utm_source', 'invalid_type');
    expectFieldError(await send({ utm_source: '  ' }), 'utm_source', 'too_small');
    expectFieldError(await send({ utm_source: 'x'.repeat(201) }), 'utm_source', 'too_big');
    expectFieldError(await send({ utm_source: 'a', cl_uid: 5 }), 'cl_uid', 'invalid_type');
    expectFieldError(
      await send({ utm_source: 'a', cpa_expiration_date: 'd'.repeat(51) }),
      'cpa_expiration_date',
      'too_big',
    );
    expectFieldError(await send(undefined), 'non_field_errors', 'invalid_type');
    expect(await stored()).toBe(before);
  });

  it('a body over 4 KB is refused with 413', async () => {
    expectError(await send({ utm_source: 'a', advcake_params: 'x'.repeat(5000) }), 413, {
      code: 'request_too_large',
    });
  });

  it(`one address may send ${PER_IP} a minute, then 429; another address is still served`, async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_IP; i++) expect((await send({ utm_source: `s${i}` }, { ip })).status).toBe(201);
    const before = await stored();
    expectThrottled(await send({ utm_source: 'more' }, { ip }), 60);
    expect(await stored()).toBe(before);
    expect((await send({ utm_source: 'elsewhere' })).status).toBe(201);
  });
});
