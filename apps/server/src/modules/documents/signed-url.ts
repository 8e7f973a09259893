import { createHmac } from 'node:crypto';
import { sameSignature } from '../../lib/signature.js';

/** A download link lives 5 minutes: long enough to open the tab, too short to share around. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;
export const FILE_PATH = '/api/documents/files';

const sign = (secret: string, id: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`${id}:${userId}:${expires}`).digest('hex');

/** The owner is part of what is signed: the link opens that user's document and nothing else. */
export function signedPath(secret: string, id: number, userId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_TTL_SECONDS;
  const query = new URLSearchParams({ user: String(userId), expires: String(expires) });
  query.set('signature', sign(secret, id, userId, expires));
  return `${FILE_PATH}/${id}/?${query.toString()}`;
}

export function verifySigned(
  secret: string,
  id: number,
  query: { user?: string; expires?: string; signature?: string },
  now = Date.now(),
): number | null {
  const userId = Number(query.user);
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires)) return null;
  if (expires * 1000 < now) return null;
  return sameSignature(sign(secret, id, userId, expires), query.signature) ? userId : null;
}
