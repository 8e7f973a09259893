import { useSyncExternalStore } from 'react';

interface SupportChatState {
  opened: boolean;
  /** Opened at least once: the panel's code is loaded and stays mounted (it keeps its scroll and draft). */
  loaded: boolean;
}

let state: SupportChatState = { opened: false, loaded: false };
const listeners = new Set<() => void>();

const set = (opened: boolean) => {
  state = { opened, loaded: state.loaded || opened };
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

export const useSupportChat = (): SupportChatState => useSyncExternalStore(supportChat.subscribe, () => state);
