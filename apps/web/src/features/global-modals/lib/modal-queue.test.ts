import { describe, expect, it } from 'vitest';
import type { StudentModal } from '@school/contract';
import { groupByAction, mergeModals, modalWidth, setFor, sortPolls, stepButton } from './modal-queue';
import { isCompactRating, ratingBand } from './rating';
import { routeEvent } from './route-actions';

const modal = (id: number, fields: Partial<StudentModal> = {}): StudentModal => ({
  id,
  action: 'OPEN',
  title: `Окно ${id}`,
  showTitle: true,
  textContent: '',
  image: null,
  video: null,
  redirectUrl: null,
  buttonText: null,
  canSkip: true,
  isActive: true,
  showStyle: 'FULL',
  itemId: null,
  position: 0,
  polls: [],
  updatedAt: '2026-11-01T00:00:00Z',
  ...fields,
});

describe('the FULL modal queue (spec 1 §4)', () => {
  it('groups by action, each group in step order (position, then id), inactive left out', () => {
    const groups = groupByAction([
      modal(3, { position: 2 }),
      modal(1, { position: 1 }),
      modal(2, { action: 'LESSON_DONE' }),
      modal(4, { position: 1 }),
      modal(5, { isActive: false }),
    ]);
    expect(groups.get('OPEN')?.map((m) => m.id)).toEqual([1, 4, 3]);
    expect(groups.get('LESSON_DONE')?.map((m) => m.id)).toEqual([2]);
  });

  it("an event's set: its action, its item or any item, without what was seen this session", () => {
    const all = [
      modal(1, { action: 'LESSON_DONE' }),
      modal(2, { action: 'LESSON_DONE', itemId: 7 }),
      modal(3, { action: 'LESSON_DONE', itemId: 8 }),
      modal(4, { action: 'HOMEWORK_DONE' }),
    ];
    expect(setFor(all, 'LESSON_DONE', 7, new Set()).map((m) => m.id)).toEqual([1, 2]);
    expect(setFor(all, 'LESSON_DONE', null, new Set()).map((m) => m.id)).toEqual([1]);
    expect(setFor(all, 'LESSON_DONE', 7, new Set([1])).map((m) => m.id)).toEqual([2]);
  });

  it('a cache refresh replaces by id and keeps only the active; a forced one replaces the entry', () => {
    const cached = [modal(1, { title: 'старое' }), modal(2), modal(3)];
    const merged = mergeModals(cached, [modal(1, { title: 'новое' }), modal(2, { isActive: false }), modal(9)]);
    expect(merged.map((m) => [m.id, m.title])).toEqual([
      [3, 'Окно 3'],
      [1, 'новое'],
      [9, 'Окно 9'],
    ]);
    expect(mergeModals(cached, [modal(9), modal(8, { isActive: false })], true).map((m) => m.id)).toEqual([9]);
  });

  it("the link button: 'go' with a link, 'further' to the next step, 'its clear' on the last; buttonText wins", () => {
    expect(stepButton(modal(1), false)).toEqual({ label: { key: 'further' }, href: null });
    expect(stepButton(modal(1), true)).toEqual({ label: { key: 'its clear' }, href: null });
    expect(stepButton(modal(1, { redirectUrl: '/lessons' }), false)).toEqual({
      label: { key: 'go' },
      href: '/lessons',
    });
    expect(stepButton(modal(1, { buttonText: 'К урокам', redirectUrl: '/lessons' }), true)).toEqual({
      label: { text: 'К урокам' },
      href: '/lessons',
    });
  });

  it('is 880 px wide with an image or a video, 480 px without', () => {
    expect(modalWidth(modal(1))).toBe(480);
    expect(modalWidth(modal(1, { image: '/a.svg' }))).toBe(880);
    expect(modalWidth(modal(1, { video: 'https://kinescope.io/1' }))).toBe(880);
  });
});

describe('corner polls (spec 1 §4, §9)', () => {
  it('puts the polls that cannot be skipped first, then the skippable, each in step order', () => {
    const polls = sortPolls([
      modal(1, { canSkip: true, position: 1 }),
      modal(2, { canSkip: false, position: 2 }),
      modal(3, { canSkip: true, position: 0 }),
      modal(4, { canSkip: false, position: 1 }),
    ]);
    expect(polls.map((m) => m.id)).toEqual([4, 2, 3, 1]);
  });

  it('rating bands: up to 6, 7 to 9, above 9', () => {
    expect([0, 6].map(ratingBand)).toEqual(['especially did not like', 'especially did not like']);
    expect([7, 9].map(ratingBand)).toEqual(['we can improve', 'we can improve']);
    expect(ratingBand(10)).toBe('especially liked');
  });

  it('the rating scale goes compact below 354 px, below 450 px in the corner', () => {
    expect(isCompactRating(353, false)).toBe(true);
    expect(isCompactRating(354, false)).toBe(false);
    expect(isCompactRating(449, true)).toBe(true);
    expect(isCompactRating(450, true)).toBe(false);
  });
});

describe('route actions', () => {
  it('fires the action of the route entered, with the lesson as the item of LESSON', () => {
    expect(routeEvent('Home', {})).toEqual({ action: 'MAIN', itemId: null });
    expect(routeEvent('Catalog', { productTypeId: '3' })).toEqual({ action: 'SHOP', itemId: null });
    expect(routeEvent('Lesson', { lessonId: '42' })).toEqual({ action: 'LESSON', itemId: 42 });
    expect(routeEvent('Profile', {})).toBeNull();
    expect(routeEvent(undefined, {})).toBeNull();
  });
});
