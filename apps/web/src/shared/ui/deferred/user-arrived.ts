import { useEffect, useSyncExternalStore } from 'react';

/**
 * Menus, tooltips and popovers bring Floating UI (issue 8): a first visit that only looks
 * downloads none of them. Their code loads when a person starts to use the page, and each one
 * renders for real only after the gesture that needs it has been handled: swapping an element
 * between a pointer's press and its click would lose the click.
 */
const SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

let arrived = false;
let pointing = false;
let listening = false;
const preloads = new Set<() => unknown>();
const listeners = new Set<() => void>();

function notice(event: Event): void {
  if (!arrived) {
    arrived = true;
    for (const preload of preloads) void preload();
    preloads.clear();
  }
  // A mouse can hover and a keyboard can focus: only they need tooltips, and neither presses first.
  const hovers = event.type === 'keydown' || (event as Partial<PointerEvent>).pointerType === 'mouse';
  if (!hovers || event.type === 'pointerdown') return;
  pointing = true;
  for (const sign of SIGNS) window.removeEventListener(sign, notice, true);
  for (const listener of listeners) listener();
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const sign of SIGNS) window.addEventListener(sign, notice, { capture: true, passive: true });
}

/** Loads an overlay's chunk once the user starts to interact (at once if they already have). */
export function usePreloadOnArrival(preload: () => unknown): void {
  useEffect(() => {
    listen();
    if (arrived) void preload();
    else preloads.add(preload);
  }, [preload]);
}

/** Whether a mouse has moved or a key been pressed: tooltips are worth rendering from then on. */
export function useHoverArrived(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listen();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pointing,
    () => false,
  );
}
