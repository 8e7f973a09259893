import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';

const patch = (path: string, body: unknown, token: string) => api(t.app, 'PATCH', path, { body, token });
const del = (path: string, token: string) => api(t.app, 'DELETE', path, { token });

let t: TestApp;
let methodist: string;
let sales: string;
let course: TestCourse;

async function auditOf(entity: string, id: number) {
  const admin = await accessTokenFor(await buildUser(t.db, { role: 'MAIN_MANAGER_ROLE' }));
  const res = await get(t.app, `/staff/audit-log/?entity=${entity}&entity_id=${id}`, { token: admin });
  return res.body.results as { action: string; changes: Record<string, unknown> }[];
}

beforeAll(async () => {
  t = await createTestApp();
  methodist = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
  sales = await accessTokenFor(await buildUser(t.db, { role: 'SALE_MANAGER' }));
  course = await buildCourse(t.db);
});
afterAll(() => t?.close());

const addMonth = async (month: string, title: string) => {
  const res = await post(
    t.app,
    `/staff/content/courses/${course.productTypeId}/months/`,
    { month, title },
    { token: methodist },
  );
  expect(res.status).toBe(201);
  return res.body.id as number;
};

describe('master-group months: rename and delete (docs/staff-content.md)', () => {
  it('renames a month, audited; an empty patch answers the course as it is', async () => {
    const id = await addMonth('2026-10', 'Октябрь');
    const renamed = await patch(`/staff/content/months/${id}/`, { title: 'Октябрь: логарифмы' }, methodist);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.id).toBe(course.productTypeId);
    expect(renamed.body.months).toContainEqual({ id, month: '2026-10-01', title: 'Октябрь: логарифмы' });
    const same = await patch(`/staff/content/months/${id}/`, {}, methodist);
    expect(same.status).toBe(200);
    expect(same.body.months).toContainEqual({ id, month: '2026-10-01', title: 'Октябрь: логарифмы' });
    expect(await auditOf('mg_month', id)).toEqual([
      expect.objectContaining({ action: 'mg_month.update', changes: { title: ['Октябрь', 'Октябрь: логарифмы'] } }),
      expect.objectContaining({ action: 'mg_month.create' }),
    ]);
    expectFieldError(await patch(`/staff/content/months/${id}/`, { title: ' ' }, methodist), 'title');
    // The month itself is not editable: products and lessons were sold and planned by it.
    const ignored = await patch(`/staff/content/months/${id}/`, { month: '2027-01' }, methodist);
    expect(ignored.body.months).toContainEqual(expect.objectContaining({ id, month: '2026-10-01' }));
  });

  it('deletes a month without lessons or products, audited; refuses one in use with 409', async () => {
    const free = await addMonth('2026-11', 'Ноябрь');
    const planned = await addMonth('2026-12', 'Декабрь');
    await buildLesson(t.db, course, { mgMonthId: planned });

    expectError(await del(`/staff/content/months/${planned}/`, methodist), 409, { code: 'in_use' });
    // The course's own month is sold: its product keeps a reference to it.
    expectError(await del(`/staff/content/months/${course.mgMonthId}/`, methodist), 409, { code: 'in_use' });

    const deleted = await del(`/staff/content/months/${free}/`, methodist);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.months.map((m: { id: number }) => m.id)).not.toContain(free);
    expect(deleted.body.months.map((m: { id: number }) => m.id)).toEqual(
      expect.arrayContaining([planned, course.mgMonthId]),
    );
    expect((await auditOf('mg_month', free))[0]).toMatchObject({
      action: 'mg_month.delete',
      changes: { course: course.productTypeId, month: '2026-11-01', title: 'Ноябрь' },
    });
    expect((await auditOf('mg_month', planned)).map((row) => row.action)).toEqual(['mg_month.create']);
    expect((await del(`/staff/content/months/${free}/`, methodist)).status).toBe(404);
  });

  it('answers 404 for an unknown month and 403 to other roles', async () => {
    expect((await patch('/staff/content/months/999999/', { title: 'x' }, methodist)).status).toBe(404);
    expect((await del('/staff/content/months/999999/', methodist)).status).toBe(404);
    expectForbidden(await patch(`/staff/content/months/${course.mgMonthId}/`, { title: 'x' }, sales));
    expectForbidden(await del(`/staff/content/months/${course.mgMonthId}/`, sales));
  });
});

describe('memory cards: order in a deck', () => {
  async function deckWith(fronts: string[]) {
    const deck = await post(
      t.app,
      '/staff/content/decks/',
      { title: 'Порядок', subject: 'Химия' },
      { token: methodist },
    );
    let cards: { id: number; front: string }[] = [];
    for (const front of fronts) {
      cards = (
        await post(t.app, `/staff/content/decks/${deck.body.id}/cards/`, { front, back: '—' }, { token: methodist })
      ).body.cards;
    }
    return { id: deck.body.id as number, cards: cards.map((card) => card.id) };
  }

  it('puts the cards in the given order, audited; students study them in it', async () => {
    const { id, cards } = await deckWith(['А', 'Б', 'В']);
    const [a, b, c] = cards as [number, number, number];
    const ordered = await post(t.app, `/staff/content/decks/${id}/order/`, { cards: [c, a, b] }, { token: methodist });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.cards.map((card: { front: string; position: number }) => [card.front, card.position])).toEqual([
      ['В', 0],
      ['А', 1],
      ['Б', 2],
    ]);
    expect((await auditOf('memory_deck', id))[0]).toMatchObject({
      action: 'deck.order',
      changes: {
        cards: [
          [a, b, c],
          [c, a, b],
        ],
      },
    });

    const student = await buildUser(t.db, { role: 'STUDENT_ROLE' });
    await grantAccess(t.db, student.id, course);
    const queue = await get(t.app, `/v2/memory-cards/decks/${id}/queue/`, { token: await accessTokenFor(student) });
    expect(queue.body.cards.map((row: { front: string }) => row.front)).toEqual(['В', 'А', 'Б']);

    // A card added after the reordering goes to the end.
    const added = await post(
      t.app,
      `/staff/content/decks/${id}/cards/`,
      { front: 'Г', back: '—' },
      { token: methodist },
    );
    expect(added.body.cards.map((card: { front: string }) => card.front)).toEqual(['В', 'А', 'Б', 'Г']);
  });

  it('refuses a list that is not every card of the deck once', async () => {
    const { id, cards } = await deckWith(['1', '2']);
    const other = await deckWith(['x']);
    const order = (list: number[]) =>
      post(t.app, `/staff/content/decks/${id}/order/`, { cards: list }, { token: methodist });
    expectFieldError(await order([cards[0]!]), 'cards', 'invalid');
    expectFieldError(await order([cards[0]!, cards[0]!]), 'cards', 'invalid');
    expectFieldError(await order([cards[0]!, other.cards[0]!]), 'cards', 'invalid');
    expectFieldError(await order([]), 'cards');
    expect((await post(t.app, '/staff/content/decks/999999/order/', { cards: [1] }, { token: methodist })).status).toBe(
      404,
    );
    expectForbidden(await post(t.app, `/staff/content/decks/${id}/order/`, { cards }, { token: sales }));
  });
});
