import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { listOwnedProducts } from '../modules/courses/courses.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';
import { seedDemoProducts } from './demo-products.js';
import { countStudyGroups } from '../modules/products/products.service.js';

let t: TestApp;
let token: string;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  const student = await findUserByEmail(t.db, 'student@example.com');
  studentId = student!.id;
  token = await accessTokenFor({ id: studentId, role: 'STUDENT_ROLE' });
});
afterAll(() => t?.close());

describe('demo products (issue 15)', () => {
  it('gives the demo student gifts to open, from a demo purchase', async () => {
    const res = await get(t.app, '/products/gifts/', { token });
    expect(res.body.count).toBeGreaterThanOrEqual(1);
    expect(res.body.results.every((gift: { status: string }) => gift.status === 'available')).toBe(true);
    expect(res.body.results[0].purchase.transaction_uuid).toEqual(expect.any(String));
  });

  it("places the demo student into a curator's group of a master group they own", async () => {
    const owned = await listOwnedProducts(t.db, studentId, new Date());
    const mg = owned.find((product) => product.productType.kind === 'MG');
    expect(mg).toBeDefined();
    const res = await post(t.app, '/v2/students/distribute-to-group/', { product: mg!.productId }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Группа «Альфа»', curator: { full_name: 'Егор Кураторов' } });
  });

  it('runs once: a second start adds no groups or gifts', async () => {
    const before = (await get(t.app, '/products/gifts/', { token })).body.count;
    const groups = await countStudyGroups(t.db);
    await seedDemoProducts(t.db);
    expect((await get(t.app, '/products/gifts/', { token })).body.count).toBe(before);
    expect(await countStudyGroups(t.db)).toBe(groups);
  });
});
