import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * The largest body the API reads (Fastify's `bodyLimit`, app.ts). The contract's biggest form is a
 * few kilobytes (strings of at most 4,096 characters); 1 MB let one request store or parse far
 * more than any client needs (issue 7, items 9 and 12).
 */
export const API_BODY_LIMIT = 64 * 1024;

/** Far deeper than any body of the contract (about four levels); the body object is level one. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether arrays and objects of a JSON text nest deeper than `limit`. A single pass over the text
 * that stops at the first level too deep, so a hostile body costs nothing before it is refused.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

const tooDeep = () => new AppError(400, 'too_deep', `Слишком глубокая вложенность JSON (не больше ${MAX_JSON_DEPTH}).`);

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind a depth check: the body is
 * refused before JSON.parse builds it and before the case conversion walks it (issue 7, item 9).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}
