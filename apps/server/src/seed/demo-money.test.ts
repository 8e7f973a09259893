import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp, type WireBody } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { demoPrice, setDemoCurrency } from './demo-money.js';
import { seedDemoUsers } from './seed.js';

const MATH_MG = 'Математика ЕГЭ · Мастер-группа · 11 класс';

describe('demo prices in the deployment’s currency (issue 8)', () => {
  afterAll(() => setDemoCurrency('RU'));

  it('keeps roubles as written and gives tenge amounts in KZ, rounded to 100 ₸', () => {
    setDemoCurrency('RU');
    expect(demoPrice(349_000)).toBe(349_000);
    setDemoCurrency('KZ');
    expect(demoPrice(349_000)).toBe(1_750_000);
    expect(demoPrice(99_000)).toBe(500_000);
  });

  describe('a KZ deployment seeded with the demo', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ VARIANT: 'KZ' });
      await seedDemoUsers(t.db, 'KZ');
    });
    afterAll(() => t?.close());

    it('sells the demo master groups for tenge amounts', async () => {
      const student = await findUserByEmail(t.db, 'student@example.com');
      const token = await accessTokenFor({ id: student!.id, role: 'STUDENT_ROLE' });
      const body = (await get(t.app, '/products/catalog/', { token })).body;
      const catalog: WireBody[] = Array.isArray(body) ? body : body.results;
      const math = catalog.find((product) => product.product_type.title === MATH_MG);
      expect(math?.rate_plans.map((plan: WireBody) => plan.price)).toEqual([1_750_000, 2_500_000]);
    });
  });
});
