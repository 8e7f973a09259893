import type { Tokens } from '@school/contract';

const ACCESS_KEY = 'auth.access';
export const REFRESH_KEY = 'auth.refresh';

/** Tokens live in local storage so every tab shares one session (spec 1 §9: persisted state). */
export const tokenStore = {
  get access(): string | null {
    return localStorage.getItem(ACCESS_KEY);
  },
  get refresh(): string | null {
    return localStorage.getItem(REFRESH_KEY);
  },
  /** Whether this device holds a session to resume (either token; the access one may have expired). */
  hasTokens(): boolean {
    return Boolean(this.access || this.refresh);
  },
  set(tokens: Tokens): void {
    localStorage.setItem(ACCESS_KEY, tokens.access);
    localStorage.setItem(REFRESH_KEY, tokens.refresh);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_KEY);
    localStorage.removeItem(REFRESH_KEY);
  },
};

/**
 * Spec 1 §4: when another tab changes the stored refresh token (it signed in, out
 * or refreshed), this tab reloads after 0.5 s to pick up that session.
 */
export function reloadOnForeignRefreshChange(reload: () => void = () => window.location.reload()): () => void {
  let timer: number | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    // key null: the other tab cleared the whole storage, tokens included.
    if (event.key !== null && (event.key !== REFRESH_KEY || event.oldValue === event.newValue)) return;
    if (timer === undefined) timer = window.setTimeout(reload, 500);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.clearTimeout(timer);
  };
}
