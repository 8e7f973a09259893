/** What browsers say when a request never got an answer (Chromium, Firefox, Safari). */
const NETWORK_MESSAGES = [
  /failed to fetch/i,
  /networkerror/i,
  /load failed/i,
  /network request failed/i,
  /timeout/i,
  /timed out/i,
];
const NETWORK_NAMES = new Set(['NetworkError', 'TimeoutError', 'AbortError', 'TransportError']);

/** Spec 3 §8: network and timeout errors are not reported — they say nothing about the app. */
export function isNetworkOrTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, type } = error as { name?: unknown; message?: unknown; type?: unknown };
  if (NETWORK_NAMES.has(String(name)) || NETWORK_NAMES.has(String(type))) return true;
  return typeof message === 'string' && NETWORK_MESSAGES.some((pattern) => pattern.test(message));
}
