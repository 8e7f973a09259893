import { useEffect } from 'react';
import { answerDbName } from './answer-db-name';
import { whenIdle } from '../../../shared/lib/when-idle';

/** Whether this device may keep answers of the user: only then is the queue's code worth loading. */
async function mayHaveQueue(userId: number): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === answerDbName(userId));
}

/**
 * Issue 10: answers kept on the device go out on app start and whenever the network returns, on any
 * page. The queue's code loads once the start is over, and only on a device that has opened homework
 * (issue 8: a first visit loads nothing it does not need).
 */
export function useFlushOnStart(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      if (!(await mayHaveQueue(userId)) || cancelled) return;
      const { startFlushing } = await import('./answer-registry');
      if (!cancelled) stop = startFlushing(userId);
    };
    const run = () => void start().catch((error: unknown) => console.warn('Homework answers not flushed', error));
    const cancel = whenIdle(run, 5_000, 2_000);
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [userId]);
}
