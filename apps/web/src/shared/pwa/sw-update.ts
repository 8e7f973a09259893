import { useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners';

let apply: (() => void) | null = null;
let requested = false;
const listeners = createListeners();

/** A new version of the app waiting to take over, and whether the user asked for it. */
export const swUpdate = {
  offer(activate: () => void): void {
    apply = activate;
    listeners.notify();
  },
  /** «Обновить»: the waiting worker takes control; the page then reloads (register-sw.ts). */
  activate(): void {
    requested = true;
    apply?.();
  },
  accepted: () => requested,
  available: () => apply !== null,
};

export const useUpdateAvailable = () => useSyncExternalStore(listeners.subscribe, swUpdate.available);
