import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so a card on screen turns live when its time
 * comes. A list keeps one clock for all its cards; a card given `now` runs none (`enabled` off).
 */
export function useNow(intervalMs = 30_000, enabled = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
