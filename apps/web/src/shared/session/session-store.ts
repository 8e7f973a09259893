import { useSyncExternalStore } from 'react';
import type { Role, User } from '@school/contract';

export interface SessionState {
  user: User | null;
}

let state: SessionState = { user: null };
const listeners = new Set<() => void>();

/** The signed-in user, outside React so that route guards can read it synchronously. */
export const sessionStore = {
  get: (): SessionState => state,
  setUser(user: User | null): void {
    state = { user };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const currentRole = (): Role => state.user?.role ?? 'GUEST';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

export function useUser(): User | null {
  return useSession().user;
}
