import { useEffect, useState } from 'react';

/** Whole seconds from `now` to `endsAt` (never below 0). */
export const secondsLeft = (endsAt: string, now: number): number =>
  Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / 1000));

/**
 * Seconds left of a timed homework (spec 3 §9), ticking every second from the server's `endsAt`, so a
 * reload or another device shows the same time; null without a timer.
 */
export function useTimeLeft(endsAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= new Date(endsAt).getTime()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : secondsLeft(endsAt, now);
}
