import {
  buildPath,
  camelKeys,
  snakeKeys,
  toSnakeKey,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Tokens,
} from '@school/contract';
import { contract } from './contract';
import { tokenStore } from '../session/token-store';
import { ApiError, NetworkError } from './api-error';

export const API_BASE = '/api';
export const SESSION_EXPIRED = 'Authorization session are expired.';

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };
export type CallInput<E extends Endpoint> = Optional<'params', ParamsOf<E>> &
  Optional<'query', QueryOf<E>> &
  Optional<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Lets the request outlive the page (a report sent while the page is being left). */
    keepalive?: boolean;
    /** A multipart form instead of the JSON body (spec 1 §7: the avatar is sent as a form PATCH). */
    form?: FormData;
  };

let onSessionError: (message: string) => void = () => undefined;

/** Spec 1 §4: what runs when the session cannot be renewed; set by the session module, not hidden here. */
export function setSessionErrorHandler(handler: (message: string) => void): void {
  onSessionError = handler;
}

/** Query params in snake_case, arrays joined by commas (spec 1 §7). */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(toSnakeKey(key), Array.isArray(value) ? value.join(',') : String(value));
  }
  // Commas stay literal, as the spec's comma-joined lists read (a server decodes %2C the same anyway).
  const text = search.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

interface Sent {
  response: Response;
  /** The access token the request carried, to tell whether another call renewed it meanwhile. */
  access: string | null;
}

async function send(endpoint: Endpoint, input: CallInput<Endpoint>): Promise<Sent> {
  const headers: Record<string, string> = { Platform: 'newdesign' };
  const access = tokenStore.access;
  if (access) headers.Authorization = `Bearer ${access}`;
  let body: string | FormData | undefined;
  // The browser writes a form's Content-Type itself, with the boundary.
  if (input.form) body = input.form;
  else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(endpoint.rawCase ? input.body : snakeKeys(input.body));
  }
  const url =
    API_BASE +
    buildPath(endpoint.path, input.params as Record<string, string | number> | undefined) +
    toQueryString(input.query as Record<string, unknown> | undefined);
  try {
    const init: RequestInit = { method: endpoint.method, headers, body, signal: input.signal };
    if (input.keepalive) init.keepalive = true;
    return { response: await fetch(url, init), access };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('Сервер не отвечает');
  }
}

let refreshing: Promise<boolean> | null = null;

async function renew(): Promise<boolean> {
  const refresh = tokenStore.refresh;
  if (!refresh) return false;
  try {
    const { response } = await send(contract.auth.refresh, { body: { refresh } });
    if (!response.ok) return false;
    // Checked by hand, not with the contract's schema: the start of the app loads no zod (issue 8).
    const tokens = camelKeys(await response.json()) as Partial<Tokens> | null;
    if (typeof tokens?.access !== 'string' || typeof tokens.refresh !== 'string') return false;
    tokenStore.set({ access: tokens.access, refresh: tokens.refresh });
    return true;
  } catch (error) {
    console.warn('Token refresh failed', error);
    return false;
  }
}

/** One refresh at a time: concurrent 401s wait for the same renewal. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= renew().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const UNREADABLE = Symbol('unreadable');

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
}

async function read<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  const text = await response.text();
  const data = parseBody(text);
  // A failed answer that is not JSON (a proxy's HTML page) is still an ApiError, with a warning.
  if (!response.ok) throw ApiError.fromBody(response.status, data === UNREADABLE ? text : data);
  if (data === UNREADABLE) throw new Error(`Unreadable answer from ${endpoint.path}`);
  return (endpoint.rawCase ? data : camelKeys(data)) as ResponseOf<E>;
}

/**
 * Calls one contract endpoint. On a 401 the access token is refreshed once and the
 * call retried once; if the refresh fails or the retry is a 401 again, the
 * session-error handler runs (spec 1 §4, §8). A caller without any tokens has no
 * session to renew: its 401 is just the answer.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {} as CallInput<E>,
): Promise<ResponseOf<E>> {
  const first = await send(endpoint, input as CallInput<Endpoint>);
  const isRefresh = (endpoint as Endpoint) === contract.auth.refresh;
  if (first.response.status !== 401 || isRefresh || (!first.access && !tokenStore.refresh)) {
    return read(endpoint, first.response);
  }
  // Another call may have renewed the token while this one was on its way: then just retry.
  const renewedMeanwhile = tokenStore.access !== null && tokenStore.access !== first.access;
  if (!renewedMeanwhile && !(await refreshTokens())) {
    onSessionError(SESSION_EXPIRED);
    return read(endpoint, first.response);
  }
  const retry = await send(endpoint, input as CallInput<Endpoint>);
  if (retry.response.status === 401) onSessionError(SESSION_EXPIRED);
  return read(endpoint, retry.response);
}
