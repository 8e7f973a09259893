import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, get, post, type TestApp, type WireBody } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildCourse, grantAccess } from '../../test/course-factories.js';
import { listClassYears } from '../core/core.service.js';
import { storeClassChoice } from '../profile/class-types.service.js';
import { createModal, type NewModal } from './modals.write.js';
import { pollAnswers, studentModals } from './modals.schema.js';

const MODALS = '/v2/students/modals/';
const ANSWER = '/v2/students/poll-answer/';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const modal = (fields: Partial<NewModal> = {}) =>
  createModal(t.db, { action: 'OPEN', title: 'Привет', textContent: '<p>Текст</p>', ...fields });

async function student() {
  const user = await buildUser(t.db);
  return { ...user, token: await accessTokenFor(user) };
}

const ids = (body: WireBody) => (body.modals as { id: number }[]).map((row) => row.id);

describe('GET /v2/students/modals/', () => {
  it('answers the due modals with their polls and an update time, ordered by action and position', async () => {
    const second = await modal({ position: 2, title: 'Шаг 2' });
    const first = await modal({ position: 1, title: 'Шаг 1', image: '/images/welcome.svg', buttonText: 'Начать' });
    const poll = await modal({
      action: 'MAIN',
      showStyle: 'CORNER',
      canSkip: false,
      polls: [
        {
          type: 'RADIO_POLL',
          question: 'Как дела?',
          variants: [{ text: 'Хорошо' }, { text: 'Плохо', description: 'Совсем' }],
        },
      ],
    });
    const me = await student();
    const res = await get(t.app, MODALS, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([first, second, poll]));
    expect(ids(res.body).indexOf(first)).toBeLessThan(ids(res.body).indexOf(second));
    expect(Date.parse(res.body.update_time)).not.toBeNaN();
    const shown = res.body.modals.find((row: WireBody) => row.id === first);
    expect(shown).toMatchObject({
      action: 'OPEN',
      title: 'Шаг 1',
      show_title: true,
      text_content: '<p>Текст</p>',
      image: '/images/welcome.svg',
      video: null,
      button_text: 'Начать',
      can_skip: true,
      is_active: true,
      show_style: 'FULL',
      item_id: null,
      polls: [],
    });
    const corner = res.body.modals.find((row: WireBody) => row.id === poll);
    expect(corner.polls).toHaveLength(1);
    expect(corner.polls[0]).toMatchObject({ type: 'RADIO_POLL', question: 'Как дела?' });
    expect(corner.polls[0].variants.map((variant: WireBody) => variant.text)).toEqual(['Хорошо', 'Плохо']);
  });

  it('filters by show style, action and item (a modal for any item matches every item)', async () => {
    const anyLesson = await modal({ action: 'LESSON_DONE' });
    const lesson7 = await modal({ action: 'LESSON_DONE', itemId: 7 });
    const lesson8 = await modal({ action: 'LESSON_DONE', itemId: 8 });
    const me = await student();
    const res = await get(t.app, `${MODALS}?show_style=FULL&action=LESSON_DONE&item_id=7`, { token: me.token });
    expect(ids(res.body)).toEqual(expect.arrayContaining([anyLesson, lesson7]));
    expect(ids(res.body)).not.toContain(lesson8);
    expect(res.body.modals.every((row: WireBody) => row.action === 'LESSON_DONE')).toBe(true);
    const corner = await get(t.app, `${MODALS}?show_style=CORNER`, { token: me.token });
    expect(corner.body.modals.every((row: WireBody) => row.show_style === 'CORNER')).toBe(true);
  });

  it('leaves out inactive modals, those outside their dates and those the student viewed', async () => {
    const inactive = await modal({ isActive: false });
    const future = await modal({ activeFrom: new Date(Date.now() + DAY) });
    const past = await modal({ activeTo: new Date(Date.now() - DAY) });
    const current = await modal({ activeFrom: new Date(Date.now() - DAY), activeTo: new Date(Date.now() + DAY) });
    const me = await student();
    const before = ids((await get(t.app, MODALS, { token: me.token })).body);
    expect(before).toContain(current);
    expect(before).not.toEqual(expect.arrayContaining([inactive]));
    expect(before).not.toContain(future);
    expect(before).not.toContain(past);
    expect((await post(t.app, `${MODALS}${current}/`, undefined, { token: me.token })).status).toBe(200);
    expect(ids((await get(t.app, MODALS, { token: me.token })).body)).not.toContain(current);
  });

  it('targets by variant, class year and a product type the student holds now', async () => {
    const kz = await modal({ variant: 'KZ' });
    const ru = await modal({ variant: 'RU' });
    const years = await listClassYears(t.db);
    const yearOf = (value: number) => {
      const year = years.find((candidate) => candidate.value === value);
      if (!year) throw new Error(`no class year ${value}`);
      return year;
    };
    const [year9, year11] = [yearOf(9), yearOf(11)];
    const ninth = await modal({ classYearId: year9.id });
    const eleventh = await modal({ classYearId: year11.id });
    const course = await buildCourse(t.db);
    const holders = await modal({ productTypeId: course.productTypeId });
    const me = await student();
    await storeClassChoice(t.db, me.id, year11.id, []);
    await grantAccess(t.db, me.id, course);
    const other = await student();
    await grantAccess(t.db, other.id, course, {
      from: new Date(Date.now() - 10 * DAY),
      to: new Date(Date.now() - DAY),
    });
    const mine = ids((await get(t.app, MODALS, { token: me.token })).body);
    expect(mine).toEqual(expect.arrayContaining([ru, eleventh, holders]));
    expect(mine).not.toContain(kz);
    expect(mine).not.toContain(ninth);
    const theirs = ids((await get(t.app, MODALS, { token: other.token })).body);
    expect(theirs).not.toContain(holders);
    expect(theirs).not.toContain(eleventh);
  });

  it('with lastUpdate answers only what changed since, deactivated modals marked inactive', async () => {
    const stays = await modal();
    const goes = await modal();
    const me = await student();
    const first = await get(t.app, MODALS, { token: me.token });
    const since = first.body.update_time as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.db.update(studentModals).set({ isActive: false, updatedAt: new Date() }).where(eq(studentModals.id, goes));
    const added = await modal({ title: 'Новое' });
    const res = await get(t.app, `${MODALS}?last_update=${encodeURIComponent(since)}`, { token: me.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res.body)).not.toContain(stays);
    expect(res.body.modals.find((row: WireBody) => row.id === goes)).toMatchObject({ is_active: false });
    expect(res.body.modals.find((row: WireBody) => row.id === added)).toMatchObject({ is_active: true });
    expect(Date.parse(res.body.update_time)).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('cleans hostile HTML on write and on the way out', async () => {
    const hostile = await modal({
      textContent: '<p onclick="steal()">Привет<script>alert(1)</script><img src="javascript:x" onerror="y"></p>',
    });
    await t.db
      .update(studentModals)
      .set({ textContent: '<b>ok</b><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>' })
      .where(eq(studentModals.id, hostile));
    const me = await student();
    const res = await get(t.app, MODALS, { token: me.token });
    const text = res.body.modals.find((row: WireBody) => row.id === hostile).text_content as string;
    expect(text).toContain('<b>ok</b>');
    expect(text).not.toMatch(/script|iframe|javascript|onclick|onerror/i);
  });

  it('answers bad query params with field errors, other roles 403, guests 401', async () => {
    const me = await student();
    expectFieldError(await get(t.app, `${MODALS}?show_style=SIDE`, { token: me.token }), 'show_style');
    expectFieldError(await get(t.app, `${MODALS}?action=NOPE`, { token: me.token }), 'action');
    expectFieldError(await get(t.app, `${MODALS}?item_id=-1`, { token: me.token }), 'item_id');
    expectFieldError(await get(t.app, `${MODALS}?last_update=yesterday`, { token: me.token }), 'last_update');
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, MODALS, { token: await accessTokenFor(tutor) }));
    await expectSignInRequired(t.app, 'GET', MODALS, me);
  });
});

describe('POST /v2/students/modals/{id}/', () => {
  it('marks viewed idempotently, per student', async () => {
    const id = await modal();
    const me = await student();
    const other = await student();
    expect((await post(t.app, `${MODALS}${id}/`, undefined, { token: me.token })).status).toBe(200);
    expect((await post(t.app, `${MODALS}${id}/`, undefined, { token: me.token })).status).toBe(200);
    expect(ids((await get(t.app, MODALS, { token: me.token })).body)).not.toContain(id);
    expect(ids((await get(t.app, MODALS, { token: other.token })).body)).toContain(id);
  });

  it('answers 404 for a modal not shown to the student, 400 for a bad id, 403 for other roles', async () => {
    const inactive = await modal({ isActive: false });
    const kz = await modal({ variant: 'KZ' });
    const me = await student();
    for (const id of [inactive, kz, 2_000_000_000]) {
      expectError(await post(t.app, `${MODALS}${id}/`, undefined, { token: me.token }), 404, { code: 'not_found' });
    }
    expectFieldError(await post(t.app, `${MODALS}abc/`, undefined, { token: me.token }), 'id');
    const manager = await buildUser(t.db, { role: 'MANAGER_ROLE' });
    expectForbidden(await post(t.app, `${MODALS}${inactive}/`, undefined, { token: await accessTokenFor(manager) }));
  });
});

describe('POST /v2/students/poll-answer/', () => {
  async function pollModal(type: 'TEXT_POLL' | 'RADIO_POLL' | 'CHECKBOX_POLL' | 'DESCRIPTION_POLL' | 'RATING_POLL') {
    const withVariants = type !== 'TEXT_POLL' && type !== 'RATING_POLL';
    const id = await modal({
      action: 'MAIN',
      showStyle: 'CORNER',
      polls: [
        { type, question: 'Вопрос', variants: withVariants ? [{ text: 'А' }, { text: 'Б' }, { text: 'В' }] : [] },
      ],
    });
    const me = await student();
    const listed = (await get(t.app, `${MODALS}?show_style=CORNER`, { token: me.token })).body.modals.find(
      (row: WireBody) => row.id === id,
    );
    const poll = listed.polls[0] as { id: number; variants: { id: number }[] };
    return { id, me, pollId: poll.id, variants: poll.variants.map((variant) => variant.id) };
  }

  const answer = (token: string, entries: object[]) => post(t.app, ANSWER, { polls_answers: entries }, { token });

  it('stores a valid answer of each type, marks the modal viewed, and refuses a second answer with 409', async () => {
    const cases = [
      { type: 'TEXT_POLL', fill: () => ({ text_feedback: 'Всё отлично' }) },
      { type: 'RADIO_POLL', fill: (v: number[]) => ({ poll_answers: [v[1]] }) },
      { type: 'CHECKBOX_POLL', fill: (v: number[]) => ({ poll_answers: [v[0], v[2]] }) },
      { type: 'DESCRIPTION_POLL', fill: (v: number[]) => ({ poll_answers: [v[0]] }) },
      { type: 'RATING_POLL', fill: () => ({ rating: 8, text_feedback: 'Можно быстрее' }) },
    ] as const;
    for (const { type, fill } of cases) {
      const { id, me, pollId, variants } = await pollModal(type);
      const entry = { modal_id: id, poll_id: pollId, ...fill(variants) };
      const res = await answer(me.token, [entry]);
      expect(res.status, `${type} ${JSON.stringify(res.body)}`).toBe(201);
      expect(ids((await get(t.app, MODALS, { token: me.token })).body)).not.toContain(id);
      expectError(await answer(me.token, [entry]), 409, { code: 'already_answered' });
    }
    const stored = await t.db.select().from(pollAnswers);
    expect(stored.find((row) => row.rating === 8)).toMatchObject({ textFeedback: 'Можно быстрее' });
  });

  it('checks spec 1 §5 on the server: checkbox ≥ 1, radio and description exactly one, text, rating 0–10', async () => {
    const checkbox = await pollModal('CHECKBOX_POLL');
    expectFieldError(
      await answer(checkbox.me.token, [{ modal_id: checkbox.id, poll_id: checkbox.pollId }]),
      'polls_answers.0.poll_answers',
      'choose_one_or_more',
    );
    const radio = await pollModal('RADIO_POLL');
    expectFieldError(
      await answer(radio.me.token, [
        { modal_id: radio.id, poll_id: radio.pollId, poll_answers: radio.variants.slice(0, 2) },
      ]),
      'polls_answers.0.poll_answers',
      'choose_one',
    );
    const description = await pollModal('DESCRIPTION_POLL');
    expectFieldError(
      await answer(description.me.token, [{ modal_id: description.id, poll_id: description.pollId }]),
      'polls_answers.0.poll_answers',
      'choose_one',
    );
    const text = await pollModal('TEXT_POLL');
    expectFieldError(
      await answer(text.me.token, [{ modal_id: text.id, poll_id: text.pollId, text_feedback: '   ' }]),
      'polls_answers.0.text_feedback',
      'text_required',
    );
    const rating = await pollModal('RATING_POLL');
    expectFieldError(
      await answer(rating.me.token, [{ modal_id: rating.id, poll_id: rating.pollId }]),
      'polls_answers.0.rating',
      'rating_required',
    );
    expectFieldError(
      await answer(rating.me.token, [{ modal_id: rating.id, poll_id: rating.pollId, rating: 11 }]),
      'polls_answers.0.rating',
    );
    // A variant of another poll.
    expectFieldError(
      await answer(radio.me.token, [
        { modal_id: radio.id, poll_id: radio.pollId, poll_answers: [checkbox.variants[0]] },
      ]),
      'polls_answers.0.poll_answers',
      'unknown_variant',
    );
    // A poll of another modal.
    expectFieldError(
      await answer(radio.me.token, [
        { modal_id: radio.id, poll_id: checkbox.pollId, poll_answers: [checkbox.variants[0]] },
      ]),
      'polls_answers.0.poll_id',
    );
    expectFieldError(await answer(radio.me.token, []), 'polls_answers');
    expectFieldError(
      await post(t.app, ANSWER, { polls_answers: [{ modal_id: 'x' }] }, { token: radio.me.token }),
      'polls_answers.0.modal_id',
    );
  });

  it('is all or nothing: one bad answer stores none and marks nothing viewed', async () => {
    const text = await pollModal('TEXT_POLL');
    const radio = await pollModal('RADIO_POLL');
    const res = await answer(text.me.token, [
      { modal_id: text.id, poll_id: text.pollId, text_feedback: 'Ок' },
      { modal_id: radio.id, poll_id: radio.pollId, poll_answers: [] },
    ]);
    expectFieldError(res, 'polls_answers.1.poll_answers');
    const stored = await t.db.select().from(pollAnswers).where(eq(pollAnswers.studentId, text.me.id));
    expect(stored).toHaveLength(0);
    expect(ids((await get(t.app, MODALS, { token: text.me.token })).body)).toContain(text.id);
  });

  it("answers 404 for a modal not shown to the student; another student's answer does not count as theirs", async () => {
    const kzModal = await modal({
      variant: 'KZ',
      showStyle: 'CORNER',
      polls: [{ type: 'TEXT_POLL', question: 'Вопрос' }],
    });
    const me = await student();
    const [kzPoll] = await t.db.select().from(studentModals).where(eq(studentModals.id, kzModal));
    expect(kzPoll).toBeDefined();
    expectError(await answer(me.token, [{ modal_id: kzModal, poll_id: 1, text_feedback: 'x' }]), 404, {
      code: 'not_found',
    });
    const shared = await pollModal('TEXT_POLL');
    const other = await student();
    expect(
      (await answer(shared.me.token, [{ modal_id: shared.id, poll_id: shared.pollId, text_feedback: 'Я' }])).status,
    ).toBe(201);
    expect(
      (await answer(other.token, [{ modal_id: shared.id, poll_id: shared.pollId, text_feedback: 'И я' }])).status,
    ).toBe(201);
    expect(ids((await get(t.app, MODALS, { token: other.token })).body)).not.toContain(shared.id);
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(
      await answer(await accessTokenFor(tutor), [{ modal_id: shared.id, poll_id: shared.pollId, text_feedback: 'x' }]),
    );
    await expectSignInRequired(t.app, 'POST', ANSWER, other);
  });

  it('refuses the same poll twice in one request', async () => {
    const text = await pollModal('TEXT_POLL');
    const entry = { modal_id: text.id, poll_id: text.pollId, text_feedback: 'Ок' };
    expectFieldError(await answer(text.me.token, [entry, entry]), 'polls_answers.1.poll_id', 'duplicate');
  });
});
