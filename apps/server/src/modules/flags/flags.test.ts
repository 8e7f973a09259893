import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { expectError } from '../../test/expect-error.js';
import { featureFlags } from './flags.schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/features/:clientKey (GrowthBook SDK payload)', () => {
  it('serves every flag with GrowthBook key names, not snake-cased', async () => {
    const res = await get(t.app, '/features/sdk-web');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['dateUpdated', 'features', 'status']);
    expect(res.body.status).toBe(200);
    expect(new Date(res.body.dateUpdated).getTime()).not.toBeNaN();
    expect(res.body.features['student-activity']).toEqual({ defaultValue: true, rules: [] });
    expect(res.body.features['home-greeting']).toEqual({ defaultValue: 'default', rules: [] });
    expect(Object.keys(res.body.features)).toContain('individual-trajectory');
  });

  it('passes rules through as GrowthBook wrote them', async () => {
    const rules = [{ id: 'r1', condition: { userId: '1' }, force: true, hashAttribute: 'id', coverage: 0.5 }];
    await t.db.update(featureFlags).set({ rules, updatedAt: new Date() }).where(eq(featureFlags.key, 'nickname'));
    const res = await get(t.app, '/features/sdk-web');
    expect(res.body.features.nickname).toEqual({ defaultValue: false, rules });
  });

  it('answers 404 for an unknown client key', async () => {
    const res = await get(t.app, '/features/sdk-other');
    expectError(res, 404, { attr: null, code: 'not_found', detail: 'Неизвестный ключ клиента.' });
  });

  it('refuses an oversized client key with the error body (the router stops it first)', async () => {
    expectError(await get(t.app, `/features/${'k'.repeat(101)}`), 414, { attr: null, code: 'uri_too_long' });
    expectError(await get(t.app, `/features/${'k'.repeat(100)}`), 404, { code: 'not_found' });
  });
});
