import { useEffect, useSyncExternalStore } from 'react';

/**
 * Overlays that compete for the student's attention, most important first (issue 13): the start-up
 * modals, the individual program modal, global FULL modals, corner polls, onboarding tooltips.
 */
export type OverlayKind = 'startup' | 'individualProgram' | 'globalModal' | 'cornerPoll' | 'tooltip';

const PRIORITY: readonly OverlayKind[] = ['startup', 'individualProgram', 'globalModal', 'cornerPoll', 'tooltip'];

// One token per mounted overlay that is open, so two open overlays of one kind do not unregister each other.
const open = new Set<{ kind: OverlayKind }>();
const listeners = new Set<() => void>();
// The highest-priority kind showing, as its index (PRIORITY.length when none): a stable snapshot.
let top = PRIORITY.length;

function recompute() {
  let next = PRIORITY.length;
  for (const token of open) next = Math.min(next, PRIORITY.indexOf(token.kind));
  if (next === top) return;
  top = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => top;

/** Registers an overlay of this kind as showing; the returned function unregisters it. */
export function registerOverlay(kind: OverlayKind): () => void {
  const token = { kind };
  open.add(token);
  recompute();
  return () => {
    open.delete(token);
    recompute();
  };
}

/** True while an overlay of higher priority than `kind` is showing. */
export function isOverlayBlocked(kind: OverlayKind): boolean {
  return top < PRIORITY.indexOf(kind);
}

/** Registers this overlay as showing while `open` is true (unregisters on false / unmount). */
export function useOverlayOpen(kind: OverlayKind, isOpen: boolean): void {
  useEffect(() => (isOpen ? registerOverlay(kind) : undefined), [kind, isOpen]);
}

/** True while an overlay of higher priority is showing. Priority: the order of OverlayKind above. */
export function useOverlayBlocked(kind: OverlayKind): boolean {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current < PRIORITY.indexOf(kind);
}
