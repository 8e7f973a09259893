import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';
import { DEMO_LEVEL_TESTS } from './demo-level-tests-data.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  // Every start seeds again: nothing is added twice.
  await seedDemoUsers(t.db);
  const user = await findUserByEmail(t.db, 'student@example.com');
  token = await accessTokenFor({ id: user!.id, role: 'STUDENT_ROLE' });
}, 300_000);
afterAll(() => t?.close());

describe('demo placement tests and lottery', () => {
  it('has one test per demo subject, five questions each, once', async () => {
    const list = await get(t.app, '/v1/student-level-tests/', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(DEMO_LEVEL_TESTS.length);
    for (const item of list.body) expect(item.questions_count).toBe(5);
  });

  it('every test’s right answers give ADVANCED and a product of the subject to buy', async () => {
    const list = await get(t.app, '/v1/student-level-tests/', { token });
    for (const data of DEMO_LEVEL_TESTS) {
      const summary = list.body.find((x: { title: string }) => x.title === data.title);
      const test = await get(t.app, `/v1/student-level-tests/${summary.id}/test/`, { token });
      const answers = test.body.questions.map((q: { id: number }, i: number) => {
        const correct = data.questions[i]!.correct;
        const value =
          correct.type === 'SHORT'
            ? { type: 'SHORT', text: correct.accepted[0] }
            : correct.type === 'SINGLE'
              ? { type: 'SINGLE', choice: correct.choice }
              : { type: 'MULTIPLE', choices: correct.type === 'MULTIPLE' ? correct.choices : [] };
        return { task: q.id, value };
      });
      const res = await post(t.app, `/v1/student-level-tests/${summary.id}/test/`, { answers }, { token });
      expect(res.body, data.title).toMatchObject({ percent: 100, level: 'ADVANCED' });
      expect(res.body.suggested_product_type, data.title).not.toBeNull();
    }
  });

  it('puts the second demo student in the staff queue', async () => {
    const manager = await findUserByEmail(t.db, 'manager@example.com');
    const staff = await accessTokenFor({ id: manager!.id, role: 'MANAGER_CS' });
    const queue = await get(t.app, '/v1/apartment-lottery/entries/', { token: staff });
    expect(queue.body.count).toBe(1);
    expect(queue.body.results[0]).toMatchObject({ status: 'AWAITING', points: 262 });
  });
});
