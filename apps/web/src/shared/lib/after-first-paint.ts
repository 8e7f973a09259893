import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** At most this long after the first frame with the page, even on a main thread that is never idle. */
export const AFTER_PAINT_TIMEOUT_MS = 1000;
/** Then at most this long between turns: the last badge is not held seconds behind the first. */
export const TURN_TIMEOUT_MS = 150;

/** Those waiting for their turn, in the order they asked. */
const waiting: (() => void)[] = [];
let painted = false;
let scheduled = false;

/** One waiter per quiet moment: each starts its requests in a short task of its own. */
function releaseNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) whenIdle(releaseNext, TURN_TIMEOUT_MS);
  else painted = true;
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const nextFrame = window.requestAnimationFrame ?? ((callback: () => void) => window.setTimeout(callback, 0));
  nextFrame(() => whenIdle(releaseNext, AFTER_PAINT_TIMEOUT_MS));
}

/**
 * False until the app's first page has been painted and the main thread has had a quiet moment,
 * then true for good; components that ask during the first page take turns, one per quiet moment,
 * and those that mount later are true at once. Issue 8: the header's badges and the start-up
 * modals' requests started in the task of the first commit (each costs a slowed phone 5–25 ms
 * there), and all released together they made another long task.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    if (painted) return setReady(true);
    const release = () => setReady(true);
    waiting.push(release);
    schedule();
    return () => {
      const at = waiting.indexOf(release);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [ready]);
  return ready;
}

/** Tests only: a new first paint. */
export function resetFirstPaint(): void {
  waiting.length = 0;
  painted = false;
  scheduled = false;
}
