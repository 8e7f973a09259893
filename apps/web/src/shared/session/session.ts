import { type LoginResponse } from '@school/contract';
import { contract } from '../api/contract';
import { ApiError, NetworkError } from '../api/api-error';
import { call, refreshTokens } from '../api/client';
import { sessionStore } from './session-store';
import { tokenStore } from './token-store';

/** URL params the session start reads and then removes (spec 1 §4). */
export const SESSION_URL_PARAMS = ['token', 'access', 'refresh'] as const;

export function applyLogin(login: LoginResponse): void {
  tokenStore.set({ access: login.access, refresh: login.refresh });
  sessionStore.setUser(login.user);
}

async function loginByCode(code: string): Promise<boolean> {
  try {
    applyLogin(await call(contract.auth.obtainCode, { body: { authCode: code } }));
    return true;
  } catch (error) {
    console.warn('Login by one-time code failed', error);
    return false;
  }
}

type Verdict = 'ok' | 'unauthorized' | 'failed' | 'unreachable';

/** A 401 has already been through the client's own refresh and retry; other failures have not. */
async function verify(): Promise<Verdict> {
  try {
    sessionStore.setUser(await call(contract.auth.verify));
    return 'ok';
  } catch (error) {
    if (error instanceof NetworkError) return 'unreachable';
    return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'failed';
  }
}

/**
 * Stored tokens: verify; on failure refresh and verify again; else log out (spec 1 §4). A server
 * that cannot be reached has judged nothing: the tokens stay for the next start (start-up shows
 * the server-not-responding page).
 */
async function resumeStoredSession(): Promise<boolean> {
  const verdict = await verify();
  if (verdict === 'ok') return true;
  if (verdict === 'unreachable') return false;
  if (verdict === 'failed' && (await refreshTokens()) && (await verify()) === 'ok') return true;
  clearLocalSession();
  return false;
}

async function loginByTokens(access: string, refresh: string): Promise<boolean> {
  if (tokenStore.hasTokens()) await logout();
  tokenStore.set({ access, refresh });
  if ((await verify()) === 'ok') return true;
  console.warn('Login by URL tokens failed');
  clearLocalSession();
  return false;
}

/**
 * Spec 1 §4 session start, in this order: a one-time code in the URL, else tokens
 * in the URL, else stored tokens (verify; on failure refresh and verify again; else
 * log out). The URL params used are removed afterwards.
 */
export async function startSession(location: Location = window.location): Promise<void> {
  const url = new URL(location.href);
  const code = url.searchParams.get('token');
  const access = url.searchParams.get('access');
  const refresh = url.searchParams.get('refresh');
  let signedIn = false;
  if (code) signedIn = await loginByCode(code);
  if (!signedIn && access && refresh) signedIn = await loginByTokens(access, refresh);
  if (!signedIn && tokenStore.hasTokens()) signedIn = await resumeStoredSession();
  if (SESSION_URL_PARAMS.some((name) => url.searchParams.has(name))) {
    SESSION_URL_PARAMS.forEach((name) => url.searchParams.delete(name));
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
}

export function clearLocalSession(): void {
  tokenStore.clear();
  sessionStore.setUser(null);
}

const logoutSteps = new Set<() => Promise<void>>();

/**
 * Work that still needs the session's bearer token when the user logs out (spec 3 §4: the web push
 * unsubscribe); it runs before the logout call and the local session are cleared, failures only warn.
 */
export function beforeLogout(step: () => Promise<void>): () => void {
  logoutSteps.add(step);
  return () => void logoutSteps.delete(step);
}

async function runLogoutSteps(): Promise<void> {
  const results = await Promise.allSettled([...logoutSteps].map((step) => step()));
  for (const result of results) if (result.status === 'rejected') console.warn('Logout step failed', result.reason);
}

/** Spec 1 §4: a failed logout call is only logged; the local session is cleared anyway. */
export async function logout(): Promise<void> {
  if (tokenStore.access) await runLogoutSteps();
  const refresh = tokenStore.refresh ?? undefined;
  try {
    if (tokenStore.access) await call(contract.auth.logout, { body: { refresh } });
  } catch (error) {
    console.warn('Logout call failed', error);
  }
  clearLocalSession();
}
