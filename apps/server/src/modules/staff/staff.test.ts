import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { changedFields, recordAudit } from './audit.js';

const LOG = '/staff/audit-log/';

let t: TestApp;
let head: string;
let actorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE', firstName: 'Ада', lastName: 'Главная' });
  actorId = admin.id;
  head = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' }));
  await recordAudit(t.db, admin, {
    action: 'lesson.publish',
    entity: 'lesson',
    entityId: 7,
    changes: { isPublished: [false, true] },
  });
  await recordAudit(t.db, admin, {
    action: 'promo.create',
    entity: 'promo',
    entityId: 'SPRING',
    changes: { value: 10 },
  });
});
afterAll(() => t?.close());

describe('the audit log (docs/staff.md)', () => {
  it('lists changes newest first with who made them', async () => {
    const res = await get(t.app, LOG, { token: head });
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThanOrEqual(2);
    expect(res.body.results[0]).toMatchObject({
      action: 'promo.create',
      entity: 'promo',
      entity_id: 'SPRING',
      actor: { id: actorId, full_name: 'Ада Главная' },
      actor_role: 'MAIN_MANAGER_ROLE',
    });
  });

  it('filters by thing, id, action and actor', async () => {
    const byEntity = await get(t.app, `${LOG}?entity=lesson&entity_id=7`, { token: head });
    expect(byEntity.body.results.map((row: { action: string }) => row.action)).toEqual(['lesson.publish']);
    // Keys travel in snake_case like every other key of the API (spec 1 §7).
    expect(byEntity.body.results[0].changes).toEqual({ is_published: [false, true] });
    const byActor = await get(t.app, `${LOG}?actor=${actorId}&action=promo.create`, { token: head });
    expect(byActor.body.count).toBe(1);
  });

  it('refuses bad filters and readers below the heads of the school', async () => {
    expectFieldError(await get(t.app, `${LOG}?limit=500`, { token: head }), 'limit');
    expectFieldError(await get(t.app, `${LOG}?actor=abc`, { token: head }), 'actor');
    const sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
    expectForbidden(await get(t.app, LOG, { token: sales }));
  });
});

describe('changedFields', () => {
  it('keeps only the fields an update changes, as [before, after]', () => {
    expect(changedFields({ title: 'A', price: 100, tags: [1] }, { title: 'A', price: 120, tags: [1, 2] })).toEqual({
      price: [100, 120],
      tags: [[1], [1, 2]],
    });
    expect(changedFields({ title: 'A' }, { title: undefined })).toEqual({});
  });
});
