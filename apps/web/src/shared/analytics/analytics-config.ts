/** A Jitsu write key (spec 2 §5): `key:secret`. */
export interface WriteKey {
  keyId: string;
  secret: string;
}

export const LEGACY_WRITE_KEY = 'Legacy write key detected';
export const HOST_REQUIRED = 'Analytics host is required unless echo mode is on';

/** Spec 2 §5: the form is key:secret; a legacy 25-character key starting with 'c' is refused. */
export function parseWriteKey(raw: string | undefined): WriteKey | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!value.includes(':') && value.length === 25 && value.startsWith('c')) throw new Error(LEGACY_WRITE_KEY);
  const separator = value.indexOf(':');
  const keyId = separator > 0 ? value.slice(0, separator) : '';
  const secret = separator > 0 ? value.slice(separator + 1) : '';
  if (!keyId || !secret) throw new Error("Write key must have the form 'key:secret'");
  return { keyId, secret };
}

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

/** Spec 2 §5: a tag-manager id is GTM- followed by digits or capitals. */
export function isTagManagerId(id: string): boolean {
  return /^GTM-[0-9A-Z]+$/.test(id);
}
