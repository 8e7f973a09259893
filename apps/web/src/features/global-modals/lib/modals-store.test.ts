import { describe, expect, it, vi } from 'vitest';
import type { StudentModal } from '@school/contract';
import { createModalsStore } from './modals-store';

const modal = (id: number, fields: Partial<StudentModal> = {}): StudentModal =>
  ({
    id,
    action: 'OPEN',
    showStyle: 'FULL',
    itemId: null,
    position: id,
    canSkip: true,
    isActive: true,
    polls: [],
    ...fields,
  }) as StudentModal;

function fakeApi(full: StudentModal[], corner: StudentModal[], changed: StudentModal[] = []) {
  return {
    list: vi.fn(async (query: { showStyle?: string; lastUpdate?: string }) => ({
      modals: query.lastUpdate ? changed : query.showStyle === 'CORNER' ? corner : full,
      updateTime: '2026-11-27T00:00:00Z',
    })),
    view: vi.fn(async () => undefined),
  };
}

describe('the global modals store (spec 1 §4)', () => {
  it('shows the OPEN set at start, then the polls of OPEN, non-skippable first', async () => {
    const api = fakeApi(
      [modal(1), modal(2), modal(3, { action: 'LESSON_DONE' })],
      [modal(10, { showStyle: 'CORNER' }), modal(11, { showStyle: 'CORNER', canSkip: false })],
    );
    const store = createModalsStore(api);
    await store.start(5);
    expect(store.get().sets.map((set) => set.modals.map((m) => m.id))).toEqual([[1, 2]]);
    expect(store.get().polls.map((m) => m.id)).toEqual([11, 10]);
  });

  it('shows an action when its event fires, after a refresh by the last update time', async () => {
    const api = fakeApi([modal(3, { action: 'LESSON_DONE', itemId: 7 })], [], [modal(4, { action: 'LESSON_DONE' })]);
    const store = createModalsStore(api);
    await store.start(5);
    expect(store.get().sets).toEqual([]);
    await store.fire({ action: 'LESSON_DONE', itemId: 8 });
    expect(api.list).toHaveBeenLastCalledWith({ lastUpdate: '2026-11-27T00:00:00Z' });
    expect(store.get().sets.map((set) => set.modals.map((m) => m.id))).toEqual([[4]]);
    store.closeSet();
    await store.fire({ action: 'LESSON_DONE', itemId: 7 });
    expect(store.get().sets.map((set) => set.modals.map((m) => m.id))).toEqual([[3]]);
  });

  it('an event before the modals arrived waits for them; a set is not queued twice', async () => {
    const api = fakeApi([modal(3, { action: 'PAYMENT' })], []);
    const store = createModalsStore(api);
    void store.fire({ action: 'PAYMENT', itemId: null });
    await store.start(5);
    await store.fire({ action: 'PAYMENT', itemId: null });
    expect(store.get().sets.map((set) => set.modals.map((m) => m.id))).toEqual([[3]]);
  });

  it('marks a modal viewed once per id per session', async () => {
    const api = fakeApi([modal(1)], []);
    const store = createModalsStore(api);
    await store.start(5);
    store.viewed(1);
    store.viewed(1);
    expect(api.view).toHaveBeenCalledTimes(1);
  });
});
