import { snakeKeys } from '@school/contract';
import { vi } from 'vitest';
import { json } from './responses';

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (sent: Sent) => Response | Promise<Response>;

/**
 * A stub of the API for page tests: handlers by "METHOD path", camelCase bodies sent as the
 * server's snake_case; every request is recorded.
 */
export function stubApi(handlers: Record<string, Handler | object>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: Sent = {
      method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const handler = handlers[`${method} ${request.path}`];
    if (handler === undefined) return json({ type: 'client_error', errors: [] }, 404);
    return typeof handler === 'function' ? (handler as Handler)(request) : json(snakeKeys(handler));
  });
  return sent;
}

export const errorResponse = (status: number, code: string, detail = code): Response =>
  json({ type: 'client_error', errors: [{ attr: null, detail, code }] }, status);
