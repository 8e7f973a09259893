import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import type { ErrorBody, ErrorItem } from '@school/contract';

/** The answer to a request Node's HTTP parser refused, by the parser's error code. */
function refusal(code: string | undefined): { status: number; item: ErrorItem } {
  const item = (code: string, detail: string): ErrorItem => ({ attr: null, detail, code });
  if (code === 'HPE_HEADER_OVERFLOW') {
    // Node's limit is 16 KB for the request line and headers together, so an over-long URL lands here.
    return {
      status: 431,
      item: item('request_header_fields_too_large', 'Адрес или заголовки запроса слишком длинные.'),
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, item: item('request_timeout', 'Запрос не пришёл целиком за отведённое время.') };
  }
  return { status: 400, item: item('bad_request', 'Запрос не удалось разобрать.') };
}

/**
 * Fastify's `clientErrorHandler` (app.ts): requests Node's HTTP parser refuses never reach a route
 * or the error handler, and Fastify's default answers them in its own body. These leave in the
 * spec 1 §8 body like every other error (issue 7, item 11).
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // The peer is gone: there is nobody to answer (as in Fastify's default handler).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, item } = refusal(error.code);
  const body = JSON.stringify({ type: 'client_error', errors: [item] } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
