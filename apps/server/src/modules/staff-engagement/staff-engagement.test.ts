import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { auditRowsOf } from '../../test/audit-rows.js';

const MODALS = '/staff/engagement/modals/';

let t: TestApp;
let methodist: string;
let methodistId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { role: 'MANAGER_ROLE' });
  methodistId = user.id;
  methodist = await accessTokenFor(user);
});
afterAll(() => t?.close());

const patch = (path: string, body: unknown, token = methodist) => api(t.app, 'PATCH', path, { token, body });
const put = (path: string, body: unknown, token = methodist) => api(t.app, 'PUT', path, { token, body });

const auditOf = (entity: string, entityId: number | string) => auditRowsOf(t.db, entity, entityId);

const cornerPoll = {
  title: 'Как вам уроки?',
  show_style: 'CORNER',
  polls: [{ type: 'RADIO_POLL', question: 'Нравятся уроки?', variants: [{ text: 'Да' }, { text: 'Нет' }] }],
};

describe('modals and corner polls (docs/staff-engagement.md)', () => {
  it('creates a corner poll inactive, with targeting and dates, and audits it', async () => {
    const res = await post(
      t.app,
      MODALS,
      {
        ...cornerPoll,
        variant: 'RU',
        class_year_id: null,
        active_from: '2030-01-01T00:00:00Z',
        active_to: '2030-02-01T00:00:00Z',
      },
      { token: methodist },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Как вам уроки?',
      show_style: 'CORNER',
      is_active: false,
      variant: 'RU',
      action: 'OPEN',
    });
    expect(res.body.active_from).toBe('2030-01-01T00:00:00.000Z');
    expect(res.body.polls[0].variants.map((v: { text: string }) => v.text)).toEqual(['Да', 'Нет']);
    const audit = await auditOf('modal', res.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'modal.create', actorId: methodistId });
  });

  it('refuses bad input with the error body', async () => {
    expectFieldError(await post(t.app, MODALS, { show_style: 'CORNER' }, { token: methodist }), 'title');
    expectFieldError(await post(t.app, MODALS, { title: 'x', show_style: 'CORNER' }, { token: methodist }), 'polls');
    expectFieldError(
      await post(
        t.app,
        MODALS,
        { ...cornerPoll, polls: [{ type: 'RADIO_POLL', question: 'q', variants: [{ text: 'один' }] }] },
        { token: methodist },
      ),
      'polls.0.variants',
    );
    expectFieldError(
      await post(
        t.app,
        MODALS,
        { ...cornerPoll, active_from: '2030-02-01T00:00:00Z', active_to: '2030-01-01T00:00:00Z' },
        { token: methodist },
      ),
      'active_to',
    );
    expectFieldError(await post(t.app, MODALS, { ...cornerPoll, variant: 'XX' }, { token: methodist }), 'variant');
  });

  it('edits, activates and deactivates, each change audited with before and after', async () => {
    const created = await post(
      t.app,
      MODALS,
      { title: 'Новости', show_style: 'FULL', text_content: '<p>Привет</p><script>x</script>' },
      { token: methodist },
    );
    const id = created.body.id;
    expect(created.body.text_content).toBe('<p>Привет</p>');
    const edited = await patch(`${MODALS}${id}/`, { title: 'Новости школы', class_year_id: null, can_skip: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Новости школы', can_skip: false });
    const on = await post(t.app, `${MODALS}${id}/activation/`, { is_active: true }, { token: methodist });
    expect(on.body.is_active).toBe(true);
    await post(t.app, `${MODALS}${id}/activation/`, { is_active: true }, { token: methodist }); // nothing changes
    const off = await post(t.app, `${MODALS}${id}/activation/`, { is_active: false }, { token: methodist });
    expect(off.body.is_active).toBe(false);
    const audit = await auditOf('modal', id);
    expect(audit.map((row) => row.action)).toEqual([
      'modal.create',
      'modal.update',
      'modal.activate',
      'modal.deactivate',
    ]);
    expect(audit[1]!.changes).toEqual({ title: ['Новости', 'Новости школы'], canSkip: [true, false] });
    expectError(await patch(`${MODALS}999999/`, { title: 'x' }), 404, {});
  });

  it('lists with filters and pages; counts poll answers per option', async () => {
    const created = await post(t.app, MODALS, { ...cornerPoll, title: 'Опрос для списка' }, { token: methodist });
    const id = created.body.id;
    const [yes, no] = created.body.polls[0].variants.map((v: { id: number }) => v.id);
    const pollId = created.body.polls[0].id;
    for (const choice of [yes, yes, no]) {
      const student = await buildUser(t.db);
      await t.db.execute(
        sql`insert into poll_answers (student_id, poll_id, variant_ids) values (${student.id}, ${pollId}, ${sql.raw(`ARRAY[${choice}]::int[]`)})`,
      );
    }
    const list = await get(t.app, `${MODALS}?show_style=CORNER&search=${encodeURIComponent('для списка')}`, {
      token: methodist,
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id, answers: 3 });
    expectFieldError(await get(t.app, `${MODALS}?ordering=title`, { token: methodist }), 'ordering');
    const results = await get(t.app, `${MODALS}${id}/results/`, { token: methodist });
    expect(results.body.polls[0]).toMatchObject({ answered: 3 });
    expect(results.body.polls[0].options.map((o: { label: string; count: number }) => [o.label, o.count])).toEqual([
      ['Да', 2],
      ['Нет', 1],
    ]);
    // Answered polls keep their questions.
    expectError(await patch(`${MODALS}${id}/`, { polls: cornerPoll.polls }), 409, { code: 'poll_answered' });
  });

  it('gives the targeting options and refuses roles outside engagement', async () => {
    const options = await get(t.app, '/staff/engagement/options/', { token: methodist });
    expect(options.body.variants).toContain('RU');
    expect(options.body.class_years.length).toBeGreaterThan(0);
    for (const role of ['SALE_MANAGER', 'TEACHER_ROLE', 'SUPPORT_MANAGER', 'STUDENT_ROLE'] as const) {
      const token = await accessTokenFor(await buildUser(t.db, { role }));
      expectForbidden(await get(t.app, MODALS, { token }));
      expectForbidden(await post(t.app, MODALS, cornerPoll, { token }));
      expectForbidden(await put(`/staff/engagement/flags/x/`, { defaultValue: true }, token));
    }
  });
});

describe('feature flags (docs/staff-engagement.md)', () => {
  it('lists flags with value and rules, changes one through the flags module, audited', async () => {
    const list = await get(t.app, '/staff/engagement/flags/', { token: methodist });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const flag = list.body[0];
    expect(flag).toHaveProperty('defaultValue');
    const rules = [{ condition: { class_year: 11 }, force: !flag.defaultValue }];
    const res = await put(`/staff/engagement/flags/${flag.key}/`, { defaultValue: 'on', rules, description: 'Тест' });
    expect(res.status).toBe(200);
    // Rule conditions keep their attribute names (rawCase).
    expect(res.body).toMatchObject({ key: flag.key, defaultValue: 'on', rules, description: 'Тест' });
    const features = await get(t.app, '/features/sdk-web');
    expect(features.body.features[flag.key].defaultValue).toBe('on');
    const audit = await auditOf('flag', flag.key);
    expect(audit.at(-1)).toMatchObject({ action: 'flag.update', actorId: methodistId });
    expect(audit.at(-1)!.changes.defaultValue).toEqual([flag.defaultValue, 'on']);
  });

  it('audits a change through the older PUT /flags/:key/ the same way', async () => {
    const head = await buildUser(t.db, { role: 'HEAD_MANAGER_ROLE' });
    const [flag] = (await get(t.app, '/staff/engagement/flags/', { token: methodist })).body;
    const res = await put(`/flags/${flag.key}/`, { defaultValue: 'old-endpoint' }, await accessTokenFor(head));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const audit = await auditOf('flag', flag.key);
    expect(audit.at(-1)).toMatchObject({ action: 'flag.update', actorId: head.id });
    expect(audit.at(-1)!.changes.defaultValue).toEqual([flag.defaultValue, 'old-endpoint']);
    // A refused change records nothing.
    expectError(await put('/flags/no-such-flag/', { defaultValue: 1 }, await accessTokenFor(head)), 404, {});
    expect(await auditOf('flag', 'no-such-flag')).toEqual([]);
  });

  it('refuses an unknown flag and a missing value', async () => {
    expectError(await put('/staff/engagement/flags/no-such-flag/', { defaultValue: 1 }), 404, {});
    expectFieldError(await put('/staff/engagement/flags/x/', {}), 'default_value');
  });
});
