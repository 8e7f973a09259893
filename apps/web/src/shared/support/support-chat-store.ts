import { useSyncExternalStore } from 'react';

let opened = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  opened = next;
  listeners.forEach((listener) => listener());
};

/**
 * Spec 3 §6: whether the student's support chat panel is open. Outside React so that both the
 * floating button and the profile menu (on pages where the button steps aside) can open it.
 */
export const supportChat = {
  open: () => set(true),
  close: () => set(false),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSupportChatOpened = (): boolean => useSyncExternalStore(supportChat.subscribe, () => opened);
