/** OAuth 2.1 PKCE (RFC 7636): a random verifier and its S256 challenge. */
function base64Url(bytes: Uint8Array): string {
  let text = '';
  bytes.forEach((byte) => (text += String.fromCharCode(byte)));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random url-safe string of `bytes` random bytes (43 characters for 32). */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
