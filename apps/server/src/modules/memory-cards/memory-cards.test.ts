import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { MEMORY_DECKS } from '../../seed/memory-decks-data.js';
import { reviewCard } from './memory-cards.service.js';

const DECKS = '/v2/memory-cards/decks/';
const queue = (deckId: number, limit?: number) =>
  `/v2/memory-cards/decks/${deckId}/queue/${limit ? `?limit=${limit}` : ''}`;
const review = (cardId: number) => `/v2/memory-cards/cards/${cardId}/review/`;

let t: TestApp;
let student: TestUser;
let token: string;
let deckId: number;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  deckId = (await get(t.app, DECKS, { token })).body[0].id;
});
afterAll(() => t?.close());

interface WireCard {
  id: number;
  front: string;
  is_new: boolean;
}

describe('GET /v2/memory-cards/decks/', () => {
  it('lists the seeded decks with real content: at least 3 subjects of 20 cards, all new', async () => {
    const res = await get(t.app, DECKS, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body.map((deck: { subject: string }) => deck.subject)).toEqual(MEMORY_DECKS.map((deck) => deck.subject));
    for (const deck of res.body) expect(deck).toMatchObject({ cards_count: 20, new_count: 20, due_count: 0 });
  });

  it('is for students only', async () => {
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, DECKS, { token: tutor }));
    expectForbidden(await get(t.app, queue(deckId), { token: tutor }));
    expectForbidden(await post(t.app, review(1), { rating: 'good' }, { token: tutor }));
    await expectSignInRequired(t.app, 'GET', DECKS, student);
    await expectSignInRequired(t.app, 'POST', review(1), student, { body: { rating: 'good' } });
  });
});

describe('GET /v2/memory-cards/decks/:id/queue/', () => {
  it('gives due cards first, then new ones in the deck order', async () => {
    const learner = await buildUser(t.db);
    const first = (await get(t.app, queue(deckId, 3), { token })).body.cards as WireCard[];
    expect(first.map((card) => card.is_new)).toEqual([true, true, true]);
    expect(first[0]?.front).toBe(MEMORY_DECKS[0]?.cards[0]?.front);
    // Answered 'again' ten minutes ago: due again by now (a learning step is a minute).
    const past = new Date(Date.now() - 10 * 60 * 1000);
    const [a, b] = first;
    if (!a || !b) throw new Error('queue too short');
    await reviewCard(t.db, learner.id, b.id, 'again', 'RU', past);
    await reviewCard(t.db, learner.id, a.id, 'easy', 'RU', past);
    const res = await get(t.app, queue(deckId, 3), { token: await accessTokenFor(learner) });
    const cards = res.body.cards as WireCard[];
    expect(cards[0]).toMatchObject({ id: b.id, is_new: false });
    // The easy card is weeks away: not in the queue; new cards follow.
    expect(cards.slice(1).map((card) => card.is_new)).toEqual([true, true]);
    expect(cards.map((card) => card.id)).not.toContain(a.id);
    expect(res.body.deck).toMatchObject({ due_count: 1, new_count: 18 });
  });

  it('answers an unknown deck 404 and a bad limit 400', async () => {
    expectError(await get(t.app, queue(999_999), { token }), 404, { code: 'not_found' });
    expectFieldError(await get(t.app, `${queue(deckId)}?limit=0`, { token }), 'limit');
    expectFieldError(await get(t.app, `${queue(deckId)}?limit=abc`, { token }), 'limit');
    expectFieldError(await get(t.app, '/v2/memory-cards/decks/abc/queue/', { token }), 'id');
  });
});

describe('POST /v2/memory-cards/cards/:id/review/', () => {
  it('answers 404 to a token of a student who no longer exists', async () => {
    const ghost = await accessTokenFor({ id: 2_000_000_000, role: 'STUDENT_ROLE' });
    const [card] = (await get(t.app, queue(deckId, 1), { token })).body.cards;
    expectError(await post(t.app, review(card.id), { rating: 'good' }, { token: ghost }), 404, { code: 'not_found' });
  });

  it('schedules the card and counts five recalled cards as the streak day', async () => {
    const learner = await buildUser(t.db);
    const auth = await accessTokenFor(learner);
    const cards = (await get(t.app, queue(deckId, 6), { token: auth })).body.cards as WireCard[];
    const forgot = await post(t.app, review(cards[0]!.id), { rating: 'again' }, { token: auth });
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    // 'again' is not learned: it does not count.
    expect(forgot.body).toMatchObject({ learned_today: 0, learned_needed: 5, today_earned: false });
    for (const [index, card] of cards.slice(1, 5).entries()) {
      const res = await post(
        t.app,
        review(card.id),
        { rating: (['hard', 'good', 'easy', 'good'] as const)[index] },
        { token: auth },
      );
      expect(res.body).toMatchObject({ learned_today: index + 1, today_earned: false });
      expect(new Date(res.body.due).getTime()).toBeGreaterThan(Date.now());
    }
    // The same card again the same day is not a fifth card.
    expect((await post(t.app, review(cards[4]!.id), { rating: 'good' }, { token: auth })).body.learned_today).toBe(4);
    const fifth = await post(t.app, review(cards[5]!.id), { rating: 'good' }, { token: auth });
    expect(fifth.body).toMatchObject({ learned_today: 5, today_earned: true });
    expect((await get(t.app, '/gamification/daily-strike/', { token: auth })).body).toMatchObject({
      strike_days: 1,
      today_earned: true,
    });
    // Another student's cards are untouched.
    expect((await get(t.app, DECKS, { token })).body[0]).toMatchObject({ new_count: 20 });
  });

  it('answers a bad rating 400 and an unknown card 404', async () => {
    expectFieldError(await post(t.app, review(1), { rating: 'perfect' }, { token }), 'rating');
    expectFieldError(await post(t.app, review(1), {}, { token }), 'rating');
    expectFieldError(await post(t.app, review(0), { rating: 'good' }, { token }), 'id');
    expectFieldError(await post(t.app, review(2_147_483_648), { rating: 'good' }, { token }), 'id');
    expectFieldError(await get(t.app, queue(2_147_483_648), { token }), 'id');
    expectError(await post(t.app, review(999_999), { rating: 'good' }, { token }), 404, { code: 'not_found' });
  });
});
