import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '@school/contract';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { seedDemoUsers } from '../../seed/seed.js';
import { findUserByEmail } from '../users/users.service.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await accessTokenFor(await buildUser(t.db));
});
afterAll(() => t?.close());

const PATH = '/core/users/onboarding-state/';
const patch = (body: unknown, auth = token) => api(t.app, 'PATCH', PATH, { token: auth, body });
const profileState = async (auth = token) =>
  (await get(t.app, '/v2/core/users/profile/', { token: auth })).body.onboarding_state as Record<string, boolean>;

/** Step names go over the wire in snake_case like every key (spec 1 §7). */
const wire = (step: string) => step.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('PATCH /core/users/onboarding-state/', () => {
  it('starts with every step of spec 3 §3 not completed, in the profile', async () => {
    const state = await profileState();
    expect(Object.keys(state).sort()).toEqual(ONBOARDING_STEPS.map(wire).sort());
    expect(Object.values(state).every((done) => done === false)).toBe(true);
  });

  it('merges the sent steps and answers the whole map; the profile shows it', async () => {
    const first = await patch({ onboarding_state: { continue_learning: true } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.onboarding_state.continue_learning).toBe(true);
    expect(Object.keys(first.body.onboarding_state)).toHaveLength(ONBOARDING_STEPS.length);
    // camelCase names, as the spec writes them, are the same steps.
    const second = await patch({ onboarding_state: { individualTasks: true, scorePrediction: false } });
    expect(second.status).toBe(200);
    expect(second.body.onboarding_state).toMatchObject({
      continue_learning: true,
      individual_tasks: true,
      score_prediction: false,
      achievements_and_levels: false,
    });
    expect(await profileState()).toEqual(second.body.onboarding_state);
    // An empty map changes nothing and still answers the map.
    expect((await patch({ onboarding_state: {} })).body.onboarding_state).toEqual(second.body.onboarding_state);
  });

  it("keeps each student's map apart", async () => {
    const other = await accessTokenFor(await buildUser(t.db));
    await patch({ onboarding_state: { coupons: true } });
    expect((await profileState(other)).coupons).toBe(false);
  });

  it('refuses an unknown step name with the spec error body, saving nothing', async () => {
    const me = await accessTokenFor(await buildUser(t.db));
    const res = await patch({ onboarding_state: { coupons: true, no_such_step: true } }, me);
    expectFieldError(res, 'onboarding_state.no_such_step');
    expect((await profileState(me)).coupons).toBe(false);
  });

  it('refuses non-boolean values, a missing or non-object map', async () => {
    expectFieldError(await patch({ onboarding_state: { coupons: 'yes' } }), 'onboarding_state.coupons');
    expectFieldError(await patch({ onboarding_state: { coupons: 1 } }), 'onboarding_state.coupons');
    expectFieldError(await patch({ onboarding_state: { coupons: null } }), 'onboarding_state.coupons');
    expectFieldError(await patch({}), 'onboarding_state');
    expectFieldError(await patch({ onboarding_state: [true] }), 'onboarding_state');
    expectFieldError(await patch({ onboarding_state: 'coupons' }), 'onboarding_state');
  });

  it('survives hostile input: prototype keys, a huge map, a broken body', async () => {
    // The JSON body parser already refuses `__proto__`; other inherited names are unknown steps.
    const proto = await patch('{"onboarding_state":{"__proto__":{"coupons":true}}}');
    expect(proto.status).toBe(400);
    expectFieldError(await patch({ onboarding_state: { constructor: true } }), 'onboarding_state.constructor');
    expectFieldError(await patch({ onboarding_state: { to_string: true } }), 'onboarding_state.to_string');
    const huge = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`step_${i}`, true]));
    const many = await patch({ onboarding_state: huge });
    expect(many.status).toBe(400);
    expect(many.body.errors.length).toBeLessThanOrEqual(5);
    const broken = await api(t.app, 'PATCH', PATH, { token, body: '{"onboarding_state":' });
    expect(broken.status).toBe(400);
  });

  it('is for students only', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await patch({ onboarding_state: { coupons: true } }, await accessTokenFor(tutor)));
    await expectSignInRequired(t.app, 'PATCH', PATH, tutor, { body: { onboarding_state: { coupons: true } } });
  });
});

describe('demo seed', () => {
  it('completes every step for the demo students whose flows run, and none for the new ones', async () => {
    await seedDemoUsers(t.db);
    const stateOf = async (email: string) => {
      const user = await findUserByEmail(t.db, email);
      return profileState(await accessTokenFor({ id: user!.id, role: 'STUDENT_ROLE' }));
    };
    expect(Object.values(await stateOf('student@example.com')).every(Boolean)).toBe(true);
    expect(Object.values(await stateOf('kirill.sokolov@example.com')).every(Boolean)).toBe(true);
    expect(Object.values(await stateOf('student2@example.com')).some(Boolean)).toBe(false);
    expect(Object.values(await stateOf('tips@example.com')).some(Boolean)).toBe(false);
  });
});
