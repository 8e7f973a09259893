import { useSyncExternalStore } from 'react';
import { modals } from '@mantine/modals';

type ConfirmModalProps = Parameters<typeof modals.openConfirmModal>[0];

let wanted = false;
const listeners = new Set<() => void>();
let hostReady: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => (hostReady = resolve));

/**
 * Opens a confirmation dialog. Mantine's modal manager (with Modal and its scroll lock) is a chunk
 * the app mounts on the first such call rather than on every first visit (issue 8).
 */
export function openConfirmModal(props: ConfirmModalProps): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void hostMounted.then(() => modals.openConfirmModal(props));
}

/** Whether a dialog has been asked for, so the modal manager must be mounted. */
export function useModalsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the mounted modal manager: dialogs asked for meanwhile open now. */
export function modalsHostMounted(): void {
  hostReady();
}
