import { useEffect } from 'react';

/**
 * Issue 10: answers kept on the device go out on app start and whenever the network returns, on any
 * page. The queue's code loads once the start is over, so the first paint does not wait for it.
 */
export function useFlushOnStart(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./answer-registry').then(({ startFlushing }) => {
        if (!cancelled) stop = startFlushing(userId);
      });
    const idle = window.requestIdleCallback?.(start, { timeout: 5_000 });
    const timer = idle === undefined ? window.setTimeout(start, 2_000) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop?.();
    };
  }, [userId]);
}
