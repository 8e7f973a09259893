import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { seedDemoUsers } from '../../seed/seed.js';
import { findUserByEmail } from '../users/users.service.js';
import { pay } from '../../test/reward-factories.js';
import { saveExamResult } from '../results/results.service.js';
import { setConfirmationDemands } from './profile.service.js';

let t: TestApp;
let student: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
});
afterAll(() => t?.close());

const STATUSES = '/v2/students/statuses/';
const patchStatuses = (body: unknown, auth = token) => api(t.app, 'PATCH', STATUSES, { token: auth, body });

describe('/v2/students/statuses/', () => {
  it('starts with onboarding needed, nothing chosen or viewed, and no level drop to view', async () => {
    const res = await get(t.app, STATUSES, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      viewed_individual_study_modal: false,
      need_onboarding: true,
      has_chosen_goals: false,
      viewed_drop_level: true,
      is_available_exam_results: false,
    });
  });

  it('sets statuses by the current ISO time under their keys, for the caller only', async () => {
    const now = new Date().toISOString();
    const res = await patchStatuses({ viewed_individual_study_modal: now, need_onboarding: now });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ viewed_individual_study_modal: true, need_onboarding: false });
    const other = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, STATUSES, { token: other })).body.need_onboarding).toBe(true);
  });

  it("shows the economy's level drop until 'leave the level' answers it", async () => {
    const me = await buildUser(t.db);
    const auth = await accessTokenFor(me);
    // docs/rewards.md: a whole month without learning after level 3 drops one level.
    await pay(t.db, me.id, 950, { daysAgo: 100 });
    expect((await get(t.app, STATUSES, { token: auth })).body.viewed_drop_level).toBe(false);
    await patchStatuses({ viewed_drop_level: new Date().toISOString() }, auth);
    expect((await get(t.app, STATUSES, { token: auth })).body.viewed_drop_level).toBe(true);
    const restart = await api(t.app, 'POST', '/v2/students/drop-level-progress/', { token: auth, body: {} });
    expect(restart.status).toBe(400);
  });

  it('offers exam results once the student has some', async () => {
    const me = await buildUser(t.db);
    const auth = await accessTokenFor(me);
    expect((await get(t.app, STATUSES, { token: auth })).body.is_available_exam_results).toBe(false);
    const [type] = await listClassTypes(t.db);
    await saveExamResult(t.db, {
      studentId: me.id,
      classTypeId: type!.id,
      status: 'Confirmed',
      points: 72,
      maxPoints: 100,
      examYear: 2026,
    });
    expect((await get(t.app, STATUSES, { token: auth })).body.is_available_exam_results).toBe(true);
  });

  it('refuses unknown keys, non-times, an empty patch, the server-decided key and a time far ahead', async () => {
    expectFieldError(await patchStatuses({ viewed_drop_level: 'yesterday' }), 'viewed_drop_level');
    expect((await patchStatuses({ is_available_exam_results: new Date().toISOString() })).status).toBe(400);
    expect((await patchStatuses({})).status).toBe(400);
    const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    expectFieldError(await patchStatuses({ viewed_drop_level: future }), 'viewed_drop_level', 'future_time');
  });

  it('is for students only', async () => {
    await expectSignInRequired(t.app, 'GET', STATUSES, student);
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, STATUSES, { token: tutor }));
    expectForbidden(await patchStatuses({ viewed_drop_level: new Date().toISOString() }, tutor));
  });
});

describe('GET /v2/core/users/system-modals/', () => {
  it('asks nothing of a student staff did not flag', async () => {
    const res = await get(t.app, '/v2/core/users/system-modals/', { token });
    expect(res.body).toEqual({
      need_modals: false,
      is_phone_confirmed: false,
      is_social_account_confirmed: false,
      is_personal_data_agreement: false,
      personal_data_status: null,
      social_account_type: 'All',
    });
  });

  it('asks for the personal-data agreement until it is given', async () => {
    const me = await buildUser(t.db);
    const auth = await accessTokenFor(me);
    await setConfirmationDemands(t.db, me.id, { needModals: true, personalDataStatus: 'Force' });
    const before = await get(t.app, '/v2/core/users/system-modals/', { token: auth });
    expect(before.body).toMatchObject({ need_modals: true, personal_data_status: 'Force' });
    await api(t.app, 'PATCH', '/v2/core/users/profile/', { token: auth, body: { accepted_personal_data: true } });
    const after = await get(t.app, '/v2/core/users/system-modals/', { token: auth });
    expect(after.body).toMatchObject({ is_personal_data_agreement: true, personal_data_status: null });
    expectForbidden(
      await get(t.app, '/v2/core/users/system-modals/', {
        token: await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_CS' })),
      }),
    );
  });

  it('offers messengers only in KZ', async () => {
    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const res = await get(kz.app, '/v2/core/users/system-modals/', {
        token: await accessTokenFor(await buildUser(kz.db)),
      });
      expect(res.body.social_account_type).toBe('Messengers');
    } finally {
      await kz.close();
    }
  });
});

describe('/v2/students/class-types/', () => {
  const PATH = '/v2/students/class-types/';

  it('keeps the class year and the subjects taught in it, and marks goals chosen', async () => {
    const me = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, PATH, { token: me })).body).toEqual({ class_year: null, class_types: [] });
    const year = (await listClassYears(t.db)).find((y) => y.value === 10)!;
    const subjects = (await listClassTypes(t.db, year.id)).slice(0, 2).map((s) => s.id);
    const res = await api(t.app, 'PATCH', PATH, {
      token: me,
      body: { class_year: year.id, class_types: [...subjects, subjects[0]] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ class_year: year.id, class_types: [...subjects].sort((a, b) => a - b) });
    expect((await get(t.app, STATUSES, { token: me })).body.has_chosen_goals).toBe(true);
    expect((await get(t.app, PATH, { token })).body.class_types).toEqual([]);
  });

  it('refuses a subject not taught in the year, an unknown year and an empty choice', async () => {
    const year10 = (await listClassYears(t.db)).find((y) => y.value === 10)!;
    const notIn10 = (await listClassTypes(t.db)).find((s) => !s.classYears.includes(year10.id))!;
    expectFieldError(
      await api(t.app, 'PATCH', PATH, { token, body: { class_year: year10.id, class_types: [notIn10.id] } }),
      'class_types',
      'unknown_class_type',
    );
    expectFieldError(
      await api(t.app, 'PATCH', PATH, { token, body: { class_year: 99_999, class_types: [1] } }),
      'class_year',
    );
    expectFieldError(
      await api(t.app, 'PATCH', PATH, { token, body: { class_year: year10.id, class_types: [] } }),
      'class_types',
    );
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, PATH, { token: tutor }));
  });
});

describe('the demo seed', () => {
  it('gives student2 every start-up modal: personal data, phone, social account and the level drop', async () => {
    await seedDemoUsers(t.db);
    const boris = await findUserByEmail(t.db, 'student2@example.com');
    const auth = await accessTokenFor({ id: boris!.id, role: 'STUDENT_ROLE' });
    expect((await get(t.app, '/v2/core/users/system-modals/', { token: auth })).body).toMatchObject({
      need_modals: true,
      is_phone_confirmed: false,
      is_social_account_confirmed: false,
      personal_data_status: 'Optional',
    });
    expect((await get(t.app, STATUSES, { token: auth })).body).toMatchObject({
      has_chosen_goals: true,
      viewed_drop_level: false,
    });
    const alice = await findUserByEmail(t.db, 'student@example.com');
    const aliceAuth = await accessTokenFor({ id: alice!.id, role: 'STUDENT_ROLE' });
    expect((await get(t.app, '/v2/core/users/system-modals/', { token: aliceAuth })).body.need_modals).toBe(false);
    await seedDemoUsers(t.db); // once: a second run changes nothing
    expect((await get(t.app, STATUSES, { token: auth })).body.viewed_drop_level).toBe(false);
  });
});
