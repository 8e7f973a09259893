import type { WriteKey } from '@school/contract';

export { LEGACY_WRITE_KEY, parseWriteKey, type WriteKey } from '@school/contract';

export const HOST_REQUIRED = 'Analytics host is required unless echo mode is on';

/** Only the key id is safe to show in logs. */
export function maskWriteKey(key: WriteKey | null): string | undefined {
  return key ? `${key.keyId}:***` : undefined;
}

/**
 * Spec 2 §5: the host is required unless echo mode is on (then events are only logged), and is
 * forced to https when no scheme is given. Returns null in echo mode without a host.
 */
export function normalizeHost(host: string | undefined, echo = false): string | null {
  const value = host?.trim().replace(/\/+$/, '');
  if (!value) {
    if (echo) return null;
    throw new Error(HOST_REQUIRED);
  }
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}
