import { useEffect, useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners';

/**
 * Overlays that compete for the student's attention, most important first (issue 13): the start-up
 * modals, the individual program modal, global FULL modals, corner polls, onboarding tooltips.
 */
export type OverlayKind = 'startup' | 'individualProgram' | 'globalModal' | 'cornerPoll' | 'tooltip';

const PRIORITY: readonly OverlayKind[] = ['startup', 'individualProgram', 'globalModal', 'cornerPoll', 'tooltip'];

// How many overlays of each kind (by PRIORITY index) are open: two of one kind do not unregister each other.
const open = PRIORITY.map(() => 0);
const listeners = createListeners();
// The index of the most important kind showing (PRIORITY.length when none): a stable snapshot.
let top = PRIORITY.length;

function change(kind: OverlayKind, by: number) {
  open[PRIORITY.indexOf(kind)]! += by;
  const next = open.findIndex((count) => count > 0);
  top = next < 0 ? PRIORITY.length : next;
  listeners.notify();
}

const snapshot = () => top;

/** Registers an overlay of this kind as showing; the returned function unregisters it. */
export function registerOverlay(kind: OverlayKind): () => void {
  change(kind, 1);
  return () => change(kind, -1);
}

/** True while an overlay of higher priority than `kind` is showing. */
export const isOverlayBlocked = (kind: OverlayKind): boolean => top < PRIORITY.indexOf(kind);

/** Registers this overlay as showing while `open` is true (unregisters on false / unmount). */
export function useOverlayOpen(kind: OverlayKind, isOpen: boolean): void {
  useEffect(() => (isOpen ? registerOverlay(kind) : undefined), [kind, isOpen]);
}

/** True while an overlay of higher priority is showing. Priority: the order of OverlayKind above. */
export function useOverlayBlocked(kind: OverlayKind): boolean {
  useSyncExternalStore(listeners.subscribe, snapshot, snapshot);
  return isOverlayBlocked(kind);
}
