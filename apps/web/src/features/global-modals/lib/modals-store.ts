import { useSyncExternalStore } from 'react';
import type { StudentModal } from '@school/contract';
import { call } from '../../../shared/api/client';
import { fetchStartModals, listModals, type StudentModalList } from './start-fetch';
import { contract } from '../../../shared/api/contract';
import { createListeners } from '../../../shared/lib/listeners';
import type { ModalEvent } from '../../../shared/modal-events/modal-events';
import { mergeModals, setFor, sortPolls, isFor } from './modal-queue';

/** One action's FULL modals shown together, step after step (the counter 2/5). */
export interface ModalSet {
  action: StudentModal['action'];
  modals: StudentModal[];
}

export interface ModalsState {
  /** FULL sets waiting to show; the first is showing. */
  sets: ModalSet[];
  /** Corner polls waiting to show; the first is showing. */
  polls: StudentModal[];
}

/**
 * The global modals of the signed-in student (spec 1 §4), one per tab: the cache fetched at start,
 * the queues the events fill, and what was marked viewed this session.
 */
export function createModalsStore(api = { list: listModals, view: viewModal }) {
  let state: ModalsState = { sets: [], polls: [] };
  let studentId: number | null = null;
  let loaded = false;
  let full: StudentModal[] = [];
  let corner: StudentModal[] = [];
  let updateTime: string | null = null;
  let waiting: ModalEvent[] = [];
  // Spec 1 §4: marked viewed once per id per session; also what was queued, so it is not queued twice.
  const seen = new Set<number>();
  const queued = new Set<number>();
  const listeners = createListeners();

  const emit = (next: ModalsState) => {
    state = next;
    listeners.notify();
  };

  function enqueue({ action, itemId }: ModalEvent) {
    const skip = new Set([...seen, ...queued]);
    const modals = setFor(full, action, itemId, skip);
    const polls = corner.filter((poll) => isFor(poll, action, itemId) && !skip.has(poll.id));
    if (!modals.length && !polls.length) return;
    for (const modal of [...modals, ...polls]) queued.add(modal.id);
    // Spec 1 §4: viewing removes that action's modals from the cache.
    full = full.filter((modal) => !queued.has(modal.id));
    corner = corner.filter((poll) => !queued.has(poll.id));
    const [showing, ...rest] = state.polls;
    emit({
      sets: modals.length ? [...state.sets, { action, modals }] : state.sets,
      // The poll on screen stays; the rest are ordered anew with the new ones.
      polls: showing ? [showing, ...sortPolls([...rest, ...polls])] : sortPolls(polls),
    });
  }

  const fresh = (modals: StudentModal[]) => modals.filter((modal) => !seen.has(modal.id) && !queued.has(modal.id));

  /** Spec 1 §4 cache refresh: what changed since the last update time replaces the cached by id. */
  async function refresh() {
    if (!updateTime) return;
    const answer = await api.list({ lastUpdate: updateTime });
    updateTime = answer.updateTime;
    full = mergeModals(full, fresh(answer.modals.filter((modal) => modal.showStyle === 'FULL')));
    corner = mergeModals(corner, fresh(answer.modals.filter((modal) => modal.showStyle === 'CORNER')));
  }

  return {
    subscribe: listeners.subscribe,
    get: () => state,
    /**
     * Fetches the student's modals (a forced refresh; `fetched` when the shell has them already) and
     * shows the OPEN ones (spec 1 §4).
     */
    async start(id: number, fetched?: Promise<[StudentModalList, StudentModalList]>) {
      if (studentId === id) return;
      studentId = id;
      loaded = false;
      waiting = [{ action: 'OPEN', itemId: null }, ...waiting];
      seen.clear();
      queued.clear();
      emit({ sets: [], polls: [] });
      const [fullAnswer, cornerAnswer] = await (fetched ?? fetchStartModals(api.list)).catch(() =>
        fetchStartModals(api.list),
      );
      if (studentId !== id) return;
      full = mergeModals([], fullAnswer.modals, true);
      corner = mergeModals([], cornerAnswer.modals, true);
      updateTime = [fullAnswer.updateTime, cornerAnswer.updateTime].sort()[0] ?? null;
      loaded = true;
      const events = waiting;
      waiting = [];
      for (const event of events) enqueue(event);
    },
    /** An event happened: what it shows joins the queues, after a refresh of the cache. */
    async fire(event: ModalEvent) {
      if (!loaded) {
        waiting.push(event);
        return;
      }
      const id = studentId;
      try {
        await refresh();
      } catch {
        // A failed refresh leaves the cache as it was; its modals still show.
      }
      if (studentId === id) enqueue(event);
    },
    /** Marks the modal viewed on the server, once per id per session. */
    viewed(id: number) {
      if (seen.has(id)) return;
      seen.add(id);
      void api.view(id).catch(() => undefined);
    },
    /** The poll was answered: the server marked it viewed. */
    answered(id: number) {
      seen.add(id);
    },
    closeSet() {
      emit({ ...state, sets: state.sets.slice(1) });
    },
    closePoll() {
      emit({ ...state, polls: state.polls.slice(1) });
    },
    /** Signed out: nothing of this student stays. */
    reset() {
      studentId = null;
      loaded = false;
      full = [];
      corner = [];
      updateTime = null;
      waiting = [];
      seen.clear();
      queued.clear();
      emit({ sets: [], polls: [] });
    },
  };
}

export type ModalsStore = ReturnType<typeof createModalsStore>;

async function viewModal(id: number): Promise<void> {
  await call(contract.studentModals.markViewed, { params: { id } });
}

export const modalsStore = createModalsStore();

export const useModalsState = (store: ModalsStore = modalsStore): ModalsState =>
  useSyncExternalStore(store.subscribe, store.get, store.get);
