import type { ModalAction } from '@school/contract';

/** An event of spec 1 §3's modal action list that happened in the app (a lesson done, a payment...). */
export interface ModalEvent {
  action: ModalAction;
  itemId: number | null;
}

type Listener = (event: ModalEvent) => void;

const listeners = new Set<Listener>();
const watchers = new Set<() => void>();
// Events fired before the global modals listen (a payment success page without the shell, the
// app's first moments) wait here for the first listener.
let waiting: ModalEvent[] = [];
const WAITING_MAX = 20;

/**
 * Tells the global modals (features/global-modals) that this event happened, so the modals set
 * for it show (spec 1 §4). Features call it at the moment of the event; it costs nothing otherwise.
 */
export function emitModalAction(action: ModalAction, itemId?: number | null): void {
  const event = { action, itemId: itemId ?? null };
  for (const watcher of watchers) watcher();
  if (listeners.size === 0) {
    waiting = [...waiting, event].slice(-WAITING_MAX);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** Listens to modal events; the first listener also gets those that waited. Returns the unsubscribe. */
export function onModalAction(listener: Listener): () => void {
  listeners.add(listener);
  const pending = waiting;
  waiting = [];
  for (const event of pending) listener(event);
  return () => {
    listeners.delete(listener);
  };
}

/** Told of every event without taking it: the shell loads the modals' code on the first one. */
export function whenModalAction(watcher: () => void): () => void {
  watchers.add(watcher);
  if (waiting.length) watcher();
  return () => {
    watchers.delete(watcher);
  };
}
