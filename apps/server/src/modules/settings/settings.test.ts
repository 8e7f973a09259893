import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { appSettings } from './variant.js';

const SETTINGS = '/settings/app/';

describe('GET /settings/app/', () => {
  let ru: TestApp;
  let kz: TestApp;
  beforeAll(async () => {
    [ru, kz] = await Promise.all([createTestApp(), createTestApp({ VARIANT: 'KZ', FLAGS_REMOTE_EVAL: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([ru?.close(), kz?.close()]);
  });

  it('RU (the default): Moscow time labelled МСК, roubles', async () => {
    const res = await get(ru.app, SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      variant: 'RU',
      product_name: 'Вектор',
      time_zone: 'Europe/Moscow',
      time_zone_label: 'МСК',
      currency: 'RUB',
      locale: 'ru-RU',
      support_phone: expect.any(String),
      flags_client_key: 'sdk-web',
      flags_remote_eval: false,
      analytics_write_key: expect.stringMatching(/^web:.{32,}$/),
      web_push_public_key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      tag_manager_id: null,
    });
  });

  it('KZ: Almaty time without a label, tenge', async () => {
    const res = await get(kz.app, SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ variant: 'KZ', time_zone: 'Asia/Almaty', time_zone_label: null, currency: 'KZT' });
    // docs/flags.md: the deployment tells the flag SDK to evaluate on the server.
    expect(res.body.flags_remote_eval).toBe(true);
  });

  it('needs no user and ignores a bad token', async () => {
    expect((await get(ru.app, SETTINGS, { token: 'garbage' })).status).toBe(200);
  });
});

describe('variant rules (spec 1 §9, spec 2 §1)', () => {
  it('ONE and ACADEMY use Moscow time without the МСК label', () => {
    for (const variant of ['ONE', 'ACADEMY'] as const) {
      expect(appSettings(variant)).toMatchObject({
        variant,
        timeZone: 'Europe/Moscow',
        timeZoneLabel: null,
        currency: 'RUB',
      });
    }
  });
});
