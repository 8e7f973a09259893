import type { FastifyBaseLogger } from 'fastify';
import type { Variant } from '@school/contract';
import type { Db } from '../../db/client.js';
import { closeRanOutTimers } from './homework-submit.service.js';

/** How often the server looks for timers that ran out with nobody reading the work. */
export const TIMER_SWEEP_MS = 15_000;

/**
 * Spec 3 §9: a timed homework is handed in when its time runs out even with the student's tab
 * closed. Reads and saves close a timer lazily; this sweep closes the rest. Each process runs
 * one; rows are taken `FOR UPDATE SKIP LOCKED`, so two processes never hand the same work in twice.
 */
export function startTimerSweep(db: Db, variant: Variant, log: FastifyBaseLogger, everyMs = TIMER_SWEEP_MS) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = closeRanOutTimers(db, variant)
      .then((closed) => {
        if (closed > 0) log.info({ closed }, 'homework timers closed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'homework timer sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    /** Stops the sweep and waits for a round under way (the database closes after). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
