import { CHAT_LIMITS } from '@school/contract';

/**
 * Spec 3 §9: reconnect and resubscribe wait 0.5–20 s, growing exponentially with the attempt, with
 * jitter so that a room of listeners dropped together does not come back all at once.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CHAT_LIMITS.reconnectMaxMs, CHAT_LIMITS.reconnectMinMs * 2 ** attempt);
  const floor = Math.max(CHAT_LIMITS.reconnectMinMs, ceiling / 2);
  return Math.round(floor + (ceiling - floor) * random());
}
