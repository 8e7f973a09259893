/** A Jitsu write key (spec 2 §5, §7): `key:secret`, sent by the client in the X-Write-Key header. */
export interface WriteKey {
  keyId: string;
  secret: string;
}

export const WRITE_KEY_HEADER = 'x-write-key';
export const LEGACY_WRITE_KEY = 'Legacy write key detected';

/**
 * Spec 2 §5: the form is key:secret; a legacy 25-character key starting with 'c' is refused.
 * The web client checks the key it is given, the server the key it is sent, with this one rule.
 */
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
