import type { LessonView } from '@school/contract';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { PendingReports, type PendingReport } from './pending-reports';

/** Retries wait 5 s, then twice as long each time, at most 5 minutes. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

export interface ReportTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReportQueueOptions {
  userId: number;
  send(report: Omit<PendingReport, 'userId'>, keepalive: boolean): Promise<LessonView>;
  /** A report of this lesson was taken later, on a retry. */
  onView(lesson: number, view: LessonView): void;
  pending?: PendingReports;
  timers?: ReportTimers;
}

const systemTimers: ReportTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The server may take it later: it did not answer, failed (5xx), or asked to slow down. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429 || error.status === 408);
}

/**
 * Watch-time reports that do not get lost (issue 8). Spec 3 §7 only logs a failed report, but the
 * time it carried is the student's: a report the server may still take is kept (pending-reports.ts,
 * across a reload too) and sent again with back-off; one it refused for good (a 4xx) is dropped.
 */
export class ReportQueue {
  private readonly pending: PendingReports;
  private readonly timers: ReportTimers;
  private timer: unknown = null;
  private delay = RETRY_FIRST_MS;
  private retrying = false;

  constructor(private readonly options: ReportQueueOptions) {
    this.pending = options.pending ?? new PendingReports();
    this.timers = options.timers ?? systemTimers;
  }

  /** Sends a report; a failure the server may recover from is kept for a retry. Rejects as the call did. */
  async send(report: Omit<PendingReport, 'userId'>, keepalive: boolean): Promise<LessonView> {
    try {
      return await this.options.send(report, keepalive);
    } catch (error) {
      if (isRetryable(error)) {
        this.pending.add({ ...report, userId: this.options.userId });
        this.schedule();
      }
      throw error;
    }
  }

  /** What an earlier page left (a reload, a lost connection) is sent now. */
  start(): void {
    if (this.mine().length > 0) void this.retry();
  }

  /** Stops retrying on this page; what is still pending stays for the next. */
  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Try again now (the browser is back online). */
  retryNow(): void {
    if (this.mine().length === 0) return;
    this.dispose();
    void this.retry();
  }

  private mine(): PendingReport[] {
    return this.pending.list().filter((report) => report.userId === this.options.userId);
  }

  private schedule(): void {
    if (this.timer !== null || this.retrying) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.retry();
    }, this.delay);
    this.delay = Math.min(this.delay * 2, RETRY_MAX_MS);
  }

  private async retry(): Promise<void> {
    this.retrying = true;
    let failed = false;
    for (const report of this.mine()) {
      const { lesson, viaAccessLink, time } = report;
      try {
        const view = await this.options.send({ lesson, viaAccessLink, time }, false);
        this.pending.subtract(report);
        this.options.onView(lesson, view);
      } catch (error) {
        if (isRetryable(error)) failed = true;
        else {
          console.error('Watch time report refused, dropped', error);
          this.pending.subtract(report);
        }
      }
    }
    this.retrying = false;
    if (failed) this.schedule();
    else this.delay = RETRY_FIRST_MS;
  }
}
