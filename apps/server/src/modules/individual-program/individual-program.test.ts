import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { buildCourse, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { storeClassChoice } from '../profile/profile.service.js';

const GOALS = '/umits/individual-program/v1/goals/';
const PROGRAMS = '/umits/individual-program/v1/switch-individual-program/';
const GLOBAL = '/umits/individual-program/v1/global-switch-individual-program/';
const programPath = (id: number) => `${PROGRAMS}${id}/`;

let t: TestApp;
let subject: Map<string, number>;
let year: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp();
  subject = new Map((await listClassTypes(t.db)).map((type) => [type.title, type.id]));
  year = new Map((await listClassYears(t.db)).map((row) => [row.value, row.id]));
});
afterAll(() => t?.close());

const id = (title: string) => subject.get(title) ?? 0;

/** A student who chose these subjects in this class year. */
async function studentWith(subjects: string[], classYear = 11): Promise<{ user: TestUser; token: string }> {
  const user = await buildUser(t.db);
  if (subjects.length)
    await t.db.transaction((tx) => storeClassChoice(tx, user.id, year.get(classYear) ?? 0, subjects.map(id)));
  return { user, token: await accessTokenFor(user) };
}

const patchGoals = (token: string, body: unknown) => api(t.app, 'PATCH', GOALS, { token, body });
const item = (title: string, goal: number, isPriority = false, currentResult: number | null = null) => ({
  class_type: id(title),
  goal,
  current_result: currentResult,
  is_priority: isPriority,
});

describe('GET goals', () => {
  it('lists the chosen subjects with their slider settings and default goals', async () => {
    const { token } = await studentWith(['Физика', 'Математика']);
    const res = await get(t.app, GOALS, { token });
    expect(res.status).toBe(200);
    // In the subjects' order, not the order chosen.
    expect(res.body).toEqual([
      {
        class_type: { id: id('Математика'), title: 'Математика' },
        goal: 70,
        goal_settings: { max_points: 100, step: 1, default_points: 70 },
        current_result: null,
        is_priority: false,
        counted_sum: 135,
      },
      {
        class_type: { id: id('Физика'), title: 'Физика' },
        goal: 65,
        goal_settings: { max_points: 100, step: 1, default_points: 65 },
        current_result: null,
        is_priority: false,
        counted_sum: 135,
      },
    ]);
  });

  it('uses the ОГЭ scale in the 9th grade', async () => {
    const { token } = await studentWith(['Математика', 'Информатика'], 9);
    const res = await get(t.app, GOALS, { token });
    expect(res.body.map((goal: { goal_settings: unknown }) => goal.goal_settings)).toEqual([
      { max_points: 31, step: 1, default_points: 20 },
      { max_points: 19, step: 1, default_points: 12 },
    ]);
  });

  it('is empty before the student chose subjects', async () => {
    const { token } = await studentWith([]);
    expect((await get(t.app, GOALS, { token })).body).toEqual([]);
  });

  it('is for students only', async () => {
    const { user } = await studentWith([]);
    await expectSignInRequired(t.app, 'GET', GOALS, user);
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, GOALS, { token: await accessTokenFor(tutor) }));
    expectForbidden(await patchGoals(await accessTokenFor(tutor), []));
  });
});

describe('PATCH goals', () => {
  it('saves goals, trial results and the priority, and answers the new list', async () => {
    const { token } = await studentWith(['Математика', 'Физика']);
    const res = await patchGoals(token, [item('Математика', 84, true, 62), item('Физика', 70)]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      { goal: 84, current_result: 62, is_priority: true, counted_sum: 154 },
      { goal: 70, current_result: null, is_priority: false, counted_sum: 154 },
    ]);
    expect((await get(t.app, GOALS, { token })).body).toEqual(res.body);
  });

  it('moves the priority: the list states it, none marked clears it', async () => {
    const { token } = await studentWith(['Математика', 'Физика']);
    await patchGoals(token, [item('Математика', 80, true)]);
    const moved = await patchGoals(token, [item('Физика', 60, true)]);
    expect(moved.body.map((goal: { is_priority: boolean }) => goal.is_priority)).toEqual([false, true]);
    // The goal of the subject left out of the list stays.
    expect(moved.body[0].goal).toBe(80);
    const cleared = await patchGoals(token, [item('Физика', 60)]);
    expect(cleared.body.some((goal: { is_priority: boolean }) => goal.is_priority)).toBe(false);
  });

  it('refuses two priorities, repeated and foreign subjects', async () => {
    const { token } = await studentWith(['Математика', 'Физика']);
    expectFieldError(
      await patchGoals(token, [item('Математика', 80, true), item('Физика', 60, true)]),
      '1.is_priority',
      'one_priority',
    );
    expectFieldError(
      await patchGoals(token, [item('Математика', 80), item('Математика', 60)]),
      '1.class_type',
      'duplicate',
    );
    expectFieldError(await patchGoals(token, [item('Информатика', 60)]), '0.class_type', 'unknown_class_type');
    expectFieldError(
      await patchGoals(token, [{ ...item('Математика', 60), class_type: 2_000_000 }]),
      '0.class_type',
      'unknown_class_type',
    );
  });

  it('refuses points off the slider', async () => {
    const { token } = await studentWith(['Математика'], 9);
    expectFieldError(await patchGoals(token, [item('Математика', 32)]), '0.goal', 'max_value');
    expectFieldError(await patchGoals(token, [item('Математика', 20, false, 40)]), '0.current_result', 'max_value');
    expectFieldError(await patchGoals(token, [item('Математика', -1)]), '0.goal');
    expectFieldError(await patchGoals(token, [item('Математика', 20, false, -5)]), '0.current_result');
    expectFieldError(await patchGoals(token, [{ ...item('Математика', 20), goal: 20.5 }]), '0.goal');
  });

  it('refuses wrong types and shapes with the spec body, never a 500', async () => {
    const { token } = await studentWith(['Математика']);
    for (const body of [
      { class_type: id('Математика') },
      [{ ...item('Математика', 20), goal: '20' }],
      [{ ...item('Математика', 20), is_priority: 'yes' }],
      [{ goal: 20 }],
      [null],
      'goals',
    ]) {
      const res = await patchGoals(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectError(res, 400, {});
    }
  });

  it('saves nothing when one item of the list is wrong', async () => {
    const { token } = await studentWith(['Математика', 'Физика']);
    await patchGoals(token, [item('Физика', 101), item('Математика', 90, true)]);
    await patchGoals(token, [item('Математика', 90, true), item('Физика', 101)]);
    const goals = (await get(t.app, GOALS, { token })).body;
    expect(goals.map((goal: { goal: number }) => goal.goal)).toEqual([70, 65]);
    expect(goals.some((goal: { is_priority: boolean }) => goal.is_priority)).toBe(false);
  });

  it("never touches another student's goals", async () => {
    const alice = await studentWith(['Математика']);
    const boris = await studentWith(['Физика']);
    expectFieldError(
      await patchGoals(boris.token, [item('Математика', 50, true)]),
      '0.class_type',
      'unknown_class_type',
    );
    await patchGoals(boris.token, [item('Физика', 50, true)]);
    expect((await get(t.app, GOALS, { token: alice.token })).body[0]).toMatchObject({ goal: 70, is_priority: false });
  });
});

describe('program switches', () => {
  /** A student of mathematics with a master group, an individual-lessons pack and an expired course. */
  async function studentWithCourses() {
    const student = await studentWith(['Математика', 'Физика']);
    const mg = await buildCourse(t.db, { subject: 'Математика', title: 'Математика МГ' });
    const ind = await buildCourse(t.db, { subject: 'Математика', courseType: 'individual', title: 'Индивидуальные' });
    const physics = await buildCourse(t.db, { subject: 'Физика', courseType: 'course', title: 'Физика курс' });
    const expired = await buildCourse(t.db, { subject: 'Физика', title: 'Старый курс' });
    for (const course of [mg, ind, physics]) await grantAccess(t.db, student.user.id, course);
    await grantAccess(t.db, student.user.id, expired, {
      from: new Date(Date.now() - 60 * 86_400_000),
      to: new Date(Date.now() - 86_400_000),
    });
    return { ...student, mg, ind, physics, expired };
  }
  const status = (res: { body: { product_type: { id: number }; status: string }[] }, course: TestCourse) =>
    res.body.find((row) => row.product_type.id === course.productTypeId)?.status;

  it('lists the product types the student has access to: NEW until decided, DISABLED without a program', async () => {
    const { token, mg, ind, physics, expired } = await studentWithCourses();
    const res = await get(t.app, PROGRAMS, { token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(status(res, mg)).toBe('NEW');
    expect(status(res, physics)).toBe('NEW');
    expect(status(res, ind)).toBe('DISABLED');
    expect(status(res, expired)).toBeUndefined();
    const one = await get(t.app, programPath(mg.productTypeId), { token });
    expect(one.body).toEqual({
      product_type: { id: mg.productTypeId, title: 'Математика МГ' },
      class_type: { id: id('Математика'), title: 'Математика' },
      status: 'NEW',
      is_priority: false,
      can_switch: true,
    });
  });

  it('turns the individual program on once a priority is chosen, and off again', async () => {
    const { token, mg } = await studentWithCourses();
    const patch = (value: unknown) => api(t.app, 'PATCH', programPath(mg.productTypeId), { token, body: value });
    expectFieldError(await patch({ status: 'ACTIVE' }), 'status', 'priority_required');
    await patchGoals(token, [item('Математика', 80, true)]);
    const on = await patch({ status: 'ACTIVE' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ status: 'ACTIVE', is_priority: true });
    expect((await patch({ status: 'INACTIVE' })).body.status).toBe('INACTIVE');
    expect((await get(t.app, programPath(mg.productTypeId), { token })).body.status).toBe('INACTIVE');
  });

  it('refuses statuses a student may not set, DISABLED types and unknown ones', async () => {
    const { token, mg, ind, expired } = await studentWithCourses();
    await patchGoals(token, [item('Математика', 80, true)]);
    for (const value of ['NEW', 'DISABLED', 'active', 1, null])
      expectFieldError(
        await api(t.app, 'PATCH', programPath(mg.productTypeId), { token, body: { status: value } }),
        'status',
      );
    expectError(await api(t.app, 'PATCH', programPath(ind.productTypeId), { token, body: { status: 'ACTIVE' } }), 409, {
      code: 'program_disabled',
    });
    for (const path of [programPath(2_000_000), programPath(expired.productTypeId)]) {
      expectError(await get(t.app, path, { token }), 404, { code: 'not_found' });
      expectError(await api(t.app, 'PATCH', path, { token, body: { status: 'INACTIVE' } }), 404, {
        code: 'not_found',
      });
    }
    expectFieldError(await get(t.app, `${PROGRAMS}abc/`, { token }), 'product_type_id');
  });

  it("never reads or switches another student's product types", async () => {
    const owner = await studentWithCourses();
    const other = await studentWith(['Математика']);
    await patchGoals(other.token, [item('Математика', 80, true)]);
    const path = programPath(owner.mg.productTypeId);
    expectError(await get(t.app, path, { token: other.token }), 404, { code: 'not_found' });
    expectError(await api(t.app, 'PATCH', path, { token: other.token, body: { status: 'ACTIVE' } }), 404, {
      code: 'not_found',
    });
    expect((await get(t.app, path, { token: owner.token })).body.status).toBe('NEW');
  });

  it('switches every switchable product type at once', async () => {
    const { token, mg, ind, physics } = await studentWithCourses();
    const inactive = await api(t.app, 'PATCH', GLOBAL, { token, body: { status: 'INACTIVE' } });
    expect(inactive.status).toBe(200);
    expect([status(inactive, mg), status(inactive, physics), status(inactive, ind)]).toEqual([
      'INACTIVE',
      'INACTIVE',
      'DISABLED',
    ]);
    expectFieldError(
      await api(t.app, 'PATCH', GLOBAL, { token, body: { status: 'ACTIVE' } }),
      'status',
      'priority_required',
    );
    await patchGoals(token, [item('Физика', 80, true)]);
    const active = await api(t.app, 'PATCH', GLOBAL, { token, body: { status: 'ACTIVE' } });
    expect([status(active, mg), status(active, physics), status(active, ind)]).toEqual([
      'ACTIVE',
      'ACTIVE',
      'DISABLED',
    ]);
    expect(active.body.find((row: { is_priority: boolean }) => row.is_priority).product_type.id).toBe(
      physics.productTypeId,
    );
    expectFieldError(await api(t.app, 'PATCH', GLOBAL, { token, body: {} }), 'status');
  });

  it('is for students only', async () => {
    const { user } = await studentWith([]);
    await expectSignInRequired(t.app, 'PATCH', GLOBAL, user, { body: { status: 'INACTIVE' } });
    await expectSignInRequired(t.app, 'GET', PROGRAMS, user);
    const manager = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_CS' }));
    expectForbidden(await api(t.app, 'PATCH', GLOBAL, { token: manager, body: { status: 'INACTIVE' } }));
    expectForbidden(await get(t.app, programPath(1), { token: manager }));
  });
});
