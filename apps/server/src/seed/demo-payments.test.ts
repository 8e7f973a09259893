import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp, type WireBody } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { zonedParts } from '../lib/zoned-time.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';

let t: TestApp;
let alice: string;
let boris: string;

async function tokenOf(email: string) {
  const user = await findUserByEmail(t.db, email);
  return accessTokenFor({ id: user!.id, role: 'STUDENT_ROLE' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  // A second start seeds nothing twice.
  await seedDemoUsers(t.db);
  alice = await tokenOf('student@example.com');
  boris = await tokenOf('student2@example.com');
});
afterAll(() => t?.close());

describe('demo payments (issue 4 "Demo data")', () => {
  it('gives the demo student purchase documents in several months of this and last year', async () => {
    const { year, month } = zonedParts(new Date(), 'Europe/Moscow');
    const all = await get(t.app, '/products/docs/', { token: alice, query: { limit: '50' } });
    const periods = new Set(all.body.results.map((d: WireBody) => `${d.year}-${d.month_name}`));
    expect(periods.size).toBe(5);
    expect(all.body.results.some((d: WireBody) => d.year === year - 1)).toBe(true);
    const current = await get(t.app, '/products/docs/', {
      token: alice,
      query: { year: String(year), month: String(month) },
    });
    expect(current.body.count).toBeGreaterThan(0);
    const { url } = (await get(t.app, `/products/docs/${current.body.results[0].id}/file/`, { token: alice })).body;
    const pdf = await api(t.app, 'GET', new URL(url).pathname + new URL(url).search);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get(t.app, '/products/docs/', { token: boris })).body.count).toBe(0);
  });

  it('opens the physics mini-course with FREEPHYS, once per student', async () => {
    const res = await post(t.app, '/core/pay/coupon/', { value: 'FREEPHYS' }, { token: boris });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [product] = res.body.products;
    const lessons = await get(t.app, '/v3/lessons/', {
      token: boris,
      query: { product_type: String(product.product_type_id) },
    });
    expect(lessons.body.results.length).toBe(3);
    expect((await post(t.app, '/core/pay/coupon/', { value: 'FREEPHYS' }, { token: boris })).status).toBe(400);
  });

  it('has organization documents', async () => {
    expect((await get(t.app, '/core/docs/')).body.results.length).toBeGreaterThanOrEqual(3);
  });
});
