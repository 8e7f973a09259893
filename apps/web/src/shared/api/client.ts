import {
  buildPath,
  camelKeys,
  contract,
  snakeKeys,
  toSnakeKey,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@school/contract';
import { tokenStore } from '../session/token-store';
import { ApiError, NetworkError } from './api-error';

export const API_BASE = '/api';
export const SESSION_EXPIRED = 'Authorization session are expired.';

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };
export type CallInput<E extends Endpoint> = Optional<'params', ParamsOf<E>> &
  Optional<'query', QueryOf<E>> &
  Optional<'body', BodyOf<E>> & { signal?: AbortSignal };

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
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(endpoint: Endpoint, input: CallInput<Endpoint>): Promise<Response> {
  const headers: Record<string, string> = { Platform: 'newdesign' };
  const access = tokenStore.access;
  if (access) headers.Authorization = `Bearer ${access}`;
  let body: string | undefined;
  if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(endpoint.rawCase ? input.body : snakeKeys(input.body));
  }
  const url =
    API_BASE +
    buildPath(endpoint.path, input.params as Record<string, string | number> | undefined) +
    toQueryString(input.query as Record<string, unknown> | undefined);
  try {
    return await fetch(url, { method: endpoint.method, headers, body, signal: input.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('Сервер не отвечает');
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same renewal. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokenStore.refresh;
    if (!refresh) return false;
    const response = await send(contract.auth.refresh, { body: { refresh } }).catch(() => null);
    if (!response?.ok) return false;
    tokenStore.set(camelKeys(await response.json()));
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function read<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw ApiError.fromBody(response.status, data);
  return (endpoint.rawCase ? data : camelKeys(data)) as ResponseOf<E>;
}

/**
 * Calls one contract endpoint. On a 401 the access token is refreshed once and the
 * call retried once; if that fails too the session-error handler runs (spec 1 §4).
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {} as CallInput<E>): Promise<ResponseOf<E>> {
  const first = await send(endpoint, input as CallInput<Endpoint>);
  if (first.status !== 401 || !tokenStore.refresh || endpoint === contract.auth.refresh) return read(endpoint, first);
  if (!(await refreshTokens())) {
    onSessionError(SESSION_EXPIRED);
    return read(endpoint, first);
  }
  const retry = await send(endpoint, input as CallInput<Endpoint>);
  if (retry.status === 401) onSessionError(SESSION_EXPIRED);
  return read(endpoint, retry);
}
