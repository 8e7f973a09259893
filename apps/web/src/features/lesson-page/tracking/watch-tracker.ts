import type { LessonView } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';

/** Spec 3 §9: the tracker checks every 250 ms while playing. */
export const WATCH_TICK_MS = 250;
/** Spec 3 §9: a report is sent when the time watched since the last one reaches 20 minutes… */
export const REPORT_EVERY_SECONDS = 20 * 60;
/** …or this share of the duration, whichever comes first (spec 3 §9). */
export const REPORT_SHARE_RECORDED = 0.15;
export const REPORT_SHARE_LIVE = 0.2;
/** Spec 3 §5: nothing is submitted under 5 s watched (2 s on touch devices, see device.ts). */
export const MIN_SUBMIT_SECONDS = 5;
export const MIN_SUBMIT_SECONDS_COARSE = 2;
/** Spec 3 §4, §9: 'webinar watched 30 minutes' fires once, checked every 5 s. */
export const WATCHED_30_MINUTES_SECONDS = 30 * 60;
export const WATCHED_30_MINUTES_CHECK_MS = 5_000;
/**
 * Watch time is counted from the playback position (spec 3 §4). A position that moved back, or
 * further than playing even at this rate could explain, is a seek: the jump is not counted.
 */
const MAX_PLAYBACK_RATE = 4;
const POSITION_SLACK_SECONDS = 0.5;

export interface Clock {
  now(): number;
}
export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls the listener whenever visibility may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface WatchTrackerOptions {
  /** The player's current position, seconds. */
  position(): number;
  /** The video's length in seconds, when known. */
  duration(): number | null;
  isLive(): boolean;
  minSubmitSeconds: number;
  submit(seconds: number, options: { keepalive: boolean }): Promise<LessonView>;
  onView(view: LessonView): void;
  onWatched30Minutes(): void;
  clock?: Clock;
  timers?: Timers;
  visibility: VisibilitySource;
}

const systemClock: Clock = { now: () => Date.now() };
const systemTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * Measures how long a lesson's video is watched and reports it (spec 3 §4, §5, §9). Time counts
 * only while the player plays and the tab is visible; it is reported when playback stops, the tab
 * hides, the page is left, or enough has been watched since the last report.
 */
export class WatchTracker {
  private readonly clock: Clock;
  private readonly timers: Timers;
  private playing = false;
  private tickTimer: unknown = null;
  private checkTimer: unknown = null;
  private unsubscribe: (() => void) | null = null;
  private lastTickAt = 0;
  private lastPosition = 0;
  private unreportedSeconds = 0;
  private totalSeconds = 0;
  private fired30Minutes = false;

  constructor(private readonly options: WatchTrackerOptions) {
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
  }

  /** Seconds counted on this page and not yet reported. */
  get unreported(): number {
    return this.unreportedSeconds;
  }

  /** Seconds counted on this page in all. */
  get total(): number {
    return this.totalSeconds;
  }

  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.visibility.subscribe(() => this.onVisibilityChange());
    this.checkTimer = this.timers.setInterval(() => this.check30Minutes(), WATCHED_30_MINUTES_CHECK_MS);
  }

  play(): void {
    this.playing = true;
    if (this.options.visibility.isVisible()) this.startCounting();
  }

  /** Pause and end alike: playback stopped, so what was watched is reported. */
  pause(): void {
    this.playing = false;
    this.stopCounting();
    this.flush(false);
  }

  /** The page is being left (pagehide): the report must outlive the page. */
  leave(): void {
    this.playing = false;
    this.stopCounting();
    this.flush(true);
  }

  /** Leave and stop listening (the page unmounts). */
  dispose(): void {
    this.leave();
    if (this.checkTimer !== null) this.timers.clearInterval(this.checkTimer);
    this.checkTimer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private onVisibilityChange(): void {
    if (this.options.visibility.isVisible()) {
      if (this.playing) this.startCounting();
      return;
    }
    this.stopCounting();
    this.flush(false);
  }

  private startCounting(): void {
    if (this.tickTimer !== null) return;
    // Counting restarts from here: whatever the position did while paused or hidden is not watching.
    this.lastTickAt = this.clock.now();
    this.lastPosition = this.options.position();
    this.tickTimer = this.timers.setInterval(() => this.tick(), WATCH_TICK_MS);
  }

  private stopCounting(): void {
    if (this.tickTimer === null) return;
    this.count();
    this.timers.clearInterval(this.tickTimer);
    this.tickTimer = null;
  }

  private tick(): void {
    this.count();
    if (this.unreportedSeconds >= this.reportThreshold()) this.flush(false);
  }

  private count(): void {
    const now = this.clock.now();
    const position = this.options.position();
    const elapsed = Math.max(0, now - this.lastTickAt) / 1000;
    const advance = position - this.lastPosition;
    this.lastTickAt = now;
    this.lastPosition = position;
    if (advance <= 0 || advance > elapsed * MAX_PLAYBACK_RATE + POSITION_SLACK_SECONDS) return;
    this.unreportedSeconds += advance;
    this.totalSeconds += advance;
  }

  private reportThreshold(): number {
    const duration = this.options.duration();
    if (!duration || !Number.isFinite(duration) || duration <= 0) return REPORT_EVERY_SECONDS;
    const share = this.options.isLive() ? REPORT_SHARE_LIVE : REPORT_SHARE_RECORDED;
    return Math.min(REPORT_EVERY_SECONDS, duration * share);
  }

  private flush(keepalive: boolean): void {
    const seconds = Math.floor(this.unreportedSeconds);
    if (seconds < this.options.minSubmitSeconds) return;
    this.unreportedSeconds -= seconds;
    this.options
      .submit(seconds, { keepalive })
      .then((view) => this.options.onView(view))
      .catch(reportFailure);
  }

  private check30Minutes(): void {
    if (this.fired30Minutes || this.totalSeconds < WATCHED_30_MINUTES_SECONDS) return;
    this.fired30Minutes = true;
    this.options.onWatched30Minutes();
  }
}

/**
 * Spec 3 §7: a 500 is only logged; any other failure goes to error reporting (console.error). The
 * time itself is not lost: the submit given (report-queue.ts) keeps it to send again.
 */
function reportFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 500) {
    console.warn('Watch time report failed on the server', error);
    return;
  }
  console.error('Watch time report failed', error);
}
