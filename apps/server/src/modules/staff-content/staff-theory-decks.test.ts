import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { buildLecturesWorld, type LecturesWorld } from '../../test/lectures-factories.js';

const patch = (path: string, body: unknown, token: string) => api(t.app, 'PATCH', path, { body, token });
const del = (path: string, token: string) => api(t.app, 'DELETE', path, { token });

let t: TestApp;
let w: LecturesWorld;
let methodist: string;
let teacher: string;
let sales: string;

async function auditOf(entity: string, id: number) {
  const admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  const res = await get(t.app, `/staff/audit-log/?entity=${entity}&entity_id=${id}`, { token: admin });
  return res.body.results as { action: string; changes: Record<string, unknown> }[];
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLecturesWorld(t);
  methodist = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
  teacher = await accessTokenFor(await buildUser(t.db, { role: 'TEACHER_ROLE' }));
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
});
afterAll(() => t?.close());

describe('theory for tutors (staff content)', () => {
  it('creates a topic with sub-theories that the tutor then reads, audited', async () => {
    const created = await post(
      t.app,
      '/staff/content/theory/',
      { class_type: w.maths, title: 'Интегралы', description: 'Первообразная', position: 3 },
      { token: methodist },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const sub = await post(
      t.app,
      `/staff/content/theory/${id}/sub-theories/`,
      {
        title: 'Таблица интегралов',
        text: '<p>∫x dx</p><script>alert(1)</script>',
        video_url: 'https://video.example/1',
      },
      { token: teacher },
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    expect(sub.body.sub_theories).toEqual([
      expect.objectContaining({ title: 'Таблица интегралов', text: '<p>∫x dx</p>', position: 0, lectures_count: 0 }),
    ]);
    const subId = sub.body.sub_theories[0].id as number;

    const topics = await get(t.app, '/tutor/theory/', {
      token: w.tutorToken,
      query: { subject: String(w.maths), search: 'интеграл' },
    });
    expect(topics.body.results).toEqual([expect.objectContaining({ id, title: 'Интегралы', sub_theories_count: 1 })]);
    const read = await get(t.app, `/tutor/subtheory/${subId}/`, { token: w.tutorToken });
    expect(read.body).toMatchObject({
      title: 'Таблица интегралов',
      text: '<p>∫x dx</p>',
      video: 'https://video.example/1',
    });

    const edited = await patch(`/staff/content/sub-theories/${subId}/`, { title: 'Табличные интегралы' }, methodist);
    expect(edited.status).toBe(200);
    expect((await get(t.app, `/tutor/subtheory/${subId}/`, { token: w.tutorToken })).body.title).toBe(
      'Табличные интегралы',
    );
    const topic = await patch(`/staff/content/theory/${id}/`, { description: 'Первообразная и площадь' }, methodist);
    expect(topic.body.description).toBe('Первообразная и площадь');

    expect((await auditOf('theory_topic', id)).map((row) => row.action)).toEqual([
      'theory_topic.update',
      'theory_topic.create',
    ]);
    const subAudit = await auditOf('sub_theory', subId);
    expect(subAudit.map((row) => row.action)).toEqual(['sub_theory.update', 'sub_theory.create']);
    expect(subAudit[0]!.changes.title).toEqual(['Таблица интегралов', 'Табличные интегралы']);
  });

  it('lists topics of a subject and reorders sub-theories', async () => {
    const list = await get(t.app, `/staff/content/theory/?class_type=${w.physics}`, { token: methodist });
    expect(list.body.results.map((row: { title: string }) => row.title)).toEqual(['Кинематика']);
    const reversed = [...w.subTheories].reverse();
    const ordered = await post(
      t.app,
      `/staff/content/theory/${w.derivativeTopic}/order/`,
      { sub_theories: reversed },
      { token: methodist },
    );
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.sub_theories.map((row: { id: number }) => row.id)).toEqual(reversed);
    const tutorView = await get(t.app, `/tutor/theory/${w.derivativeTopic}/`, { token: w.tutorToken });
    expect(tutorView.body.sub_theories.map((row: { id: number }) => row.id)).toEqual(reversed);
    expect((await auditOf('theory_topic', w.derivativeTopic))[0]!.action).toBe('theory_topic.order');
    expectFieldError(
      await post(
        t.app,
        `/staff/content/theory/${w.derivativeTopic}/order/`,
        { sub_theories: reversed.slice(1) },
        { token: methodist },
      ),
      'sub_theories',
    );
  });

  it('deletes a sub-theory, but not one a tutor gave as a lecture', async () => {
    const given = w.subTheories[0]!;
    const lecture = await post(
      t.app,
      '/tutor/lectures/',
      { client: w.clientId, sub_theory: given },
      { token: w.tutorToken },
    );
    expect(lecture.status, JSON.stringify(lecture.body)).toBe(201);
    expectError(await del(`/staff/content/sub-theories/${given}/`, methodist), 409, { code: 'in_use' });

    const free = w.subTheories[2]!;
    const deleted = await del(`/staff/content/sub-theories/${free}/`, methodist);
    expect(deleted.status).toBe(200);
    expect(deleted.body.sub_theories.map((row: { id: number }) => row.id)).not.toContain(free);
    expect((await auditOf('sub_theory', free))[0]!.action).toBe('sub_theory.delete');
    expect((await get(t.app, `/tutor/subtheory/${free}/`, { token: w.tutorToken })).status).toBe(404);
    expect((await del(`/staff/content/sub-theories/${free}/`, methodist)).status).toBe(404);
  });

  it('refuses a taken title, an unknown subject, a bad link with the error body', async () => {
    const body = { class_type: w.maths, title: 'Производная' };
    expectFieldError(await post(t.app, '/staff/content/theory/', body, { token: methodist }), 'title', 'duplicate');
    expectFieldError(
      await post(t.app, '/staff/content/theory/', { ...body, class_type: 999999 }, { token: methodist }),
      'class_type',
      'not_found',
    );
    const quadratic = (await get(t.app, `/staff/content/theory/?search=Квадратные`, { token: methodist })).body
      .results[0];
    expectFieldError(
      await patch(`/staff/content/theory/${quadratic.id}/`, { title: 'Производная' }, methodist),
      'title',
      'duplicate',
    );
    expectFieldError(
      await post(
        t.app,
        `/staff/content/theory/${w.derivativeTopic}/sub-theories/`,
        { title: 'X', video_url: 'javascript:alert(1)' },
        { token: methodist },
      ),
      'video_url',
    );
    expectFieldError(
      await post(t.app, '/staff/content/theory/', { ...body, title: '' }, { token: methodist }),
      'title',
    );
    expect((await patch('/staff/content/theory/999999/', { title: 'Z' }, methodist)).status).toBe(404);
  });

  it('is for content staff only', async () => {
    expectForbidden(await get(t.app, '/staff/content/theory/', { token: sales }));
    expectForbidden(
      await post(t.app, '/staff/content/theory/', { class_type: w.maths, title: 'Z' }, { token: w.tutorToken }),
    );
    expectNotAuthenticated(await get(t.app, '/staff/content/theory/'));
  });
});

describe('memory-card decks (staff content)', () => {
  it('creates a deck with cards that a student then studies, audited', async () => {
    const created = await post(
      t.app,
      '/staff/content/decks/',
      { title: 'Химия: валентность', subject: 'Химия', description: 'Основы', sort_order: 50 },
      { token: methodist },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const card = await post(t.app, `/staff/content/decks/${id}/cards/`, { front: 'H', back: 'I' }, { token: teacher });
    expect(card.status).toBe(201);
    await post(t.app, `/staff/content/decks/${id}/cards/`, { front: 'O', back: 'II' }, { token: teacher });

    const decks = await get(t.app, '/v2/memory-cards/decks/', { token: w.studentToken });
    expect(decks.body).toContainEqual(
      expect.objectContaining({ id, title: 'Химия: валентность', cards_count: 2, new_count: 2 }),
    );
    const queue = await get(t.app, `/v2/memory-cards/decks/${id}/queue/`, { token: w.studentToken });
    expect(queue.body.cards.map((row: { front: string }) => row.front)).toEqual(['H', 'O']);

    const list = await get(t.app, '/staff/content/decks/?search=валентн', { token: methodist });
    expect(list.body.results).toEqual([expect.objectContaining({ id, cards_count: 2 })]);
    const edited = await patch(`/staff/content/decks/${id}/`, { title: 'Химия: валентности' }, methodist);
    expect(edited.body.title).toBe('Химия: валентности');
    const cardId = card.body.cards[0].id as number;
    const fixed = await patch(`/staff/content/cards/${cardId}/`, { back: 'I (одна)' }, methodist);
    expect(fixed.body.cards[0]).toMatchObject({ front: 'H', back: 'I (одна)', reviews_count: 0 });

    expect((await auditOf('memory_deck', id)).map((row) => row.action)).toEqual(['deck.update', 'deck.create']);
    const cardAudit = await auditOf('memory_card', cardId);
    expect(cardAudit.map((row) => row.action)).toEqual(['card.update', 'card.create']);
    expect(cardAudit[0]!.changes.back).toEqual(['I', 'I (одна)']);
  });

  it('deletes a card nobody answered and refuses one with answers (409)', async () => {
    const deck = await post(
      t.app,
      '/staff/content/decks/',
      { title: 'Даты', subject: 'История' },
      { token: methodist },
    );
    const withCards = await post(
      t.app,
      `/staff/content/decks/${deck.body.id}/cards/`,
      { front: '1812', back: 'Война' },
      { token: methodist },
    );
    const again = await post(
      t.app,
      `/staff/content/decks/${deck.body.id}/cards/`,
      { front: '1861', back: 'Реформа' },
      { token: methodist },
    );
    const [answered, fresh] = again.body.cards as { id: number }[];
    expect(withCards.body.cards).toHaveLength(1);
    const reviewed = await post(
      t.app,
      `/v2/memory-cards/cards/${answered!.id}/review/`,
      { rating: 'good' },
      { token: w.studentToken },
    );
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);

    expectError(await del(`/staff/content/cards/${answered!.id}/`, methodist), 409, { code: 'in_use' });
    const deleted = await del(`/staff/content/cards/${fresh!.id}/`, methodist);
    expect(deleted.status).toBe(200);
    expect(deleted.body.cards).toEqual([expect.objectContaining({ id: answered!.id, reviews_count: 1 })]);
    expect((await auditOf('memory_card', fresh!.id))[0]!.action).toBe('card.delete');
    expect((await del(`/staff/content/cards/${fresh!.id}/`, methodist)).status).toBe(404);
  });

  it('refuses bad input with the error body', async () => {
    expectFieldError(
      await post(t.app, '/staff/content/decks/', { title: '', subject: 'X' }, { token: methodist }),
      'title',
    );
    expectFieldError(await post(t.app, '/staff/content/decks/', { title: 'X' }, { token: methodist }), 'subject');
    const deckId = (await get(t.app, '/staff/content/decks/', { token: methodist })).body.results[0].id;
    expectFieldError(
      await post(
        t.app,
        `/staff/content/decks/${deckId}/cards/`,
        { front: 'x'.repeat(1001), back: 'y' },
        { token: methodist },
      ),
      'front',
    );
    expect(
      (await post(t.app, '/staff/content/decks/999999/cards/', { front: 'a', back: 'b' }, { token: methodist })).status,
    ).toBe(404);
    expect((await patch('/staff/content/cards/999999/', { front: 'a' }, methodist)).status).toBe(404);
  });

  it('is for content staff only', async () => {
    expectForbidden(await get(t.app, '/staff/content/decks/', { token: sales }));
    expectForbidden(
      await post(t.app, '/staff/content/decks/', { title: 'X', subject: 'Y' }, { token: w.studentToken }),
    );
    expectNotAuthenticated(await get(t.app, '/staff/content/decks/'));
  });
});
