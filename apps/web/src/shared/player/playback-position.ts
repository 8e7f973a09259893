/** Spec 1 §9: the playback position is saved per video (in local storage, like other persisted state). */
const KEY_PREFIX = 'playback-position:';
/** Saved at most this often while playing, and always on pause. */
export const SAVE_EVERY_MS = 5_000;
/** Closer than this to the end counts as finished: the next visit starts from the beginning. */
const END_MARGIN_SECONDS = 5;
const MIN_RESUME_SECONDS = 1;

export interface PositionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safeStorage(): PositionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPosition(url: string, storage = safeStorage()): number | null {
  const value = Number.parseFloat(storage?.getItem(KEY_PREFIX + url) ?? '');
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function writePosition(url: string, seconds: number, storage = safeStorage()): void {
  try {
    storage?.setItem(KEY_PREFIX + url, seconds.toFixed(1));
  } catch {
    // A full or blocked storage only costs the resume point.
  }
}

export function clearPosition(url: string, storage = safeStorage()): void {
  storage?.removeItem(KEY_PREFIX + url);
}

/** Where to resume a video of this length, or null to start from the beginning. */
export function resumeAt(saved: number | null, duration: number): number | null {
  if (saved === null || saved < MIN_RESUME_SECONDS) return null;
  if (Number.isFinite(duration) && saved > duration - END_MARGIN_SECONDS) return null;
  return saved;
}

/** Saves a video's position at most every SAVE_EVERY_MS, or at once when forced (pause, leave). */
export class PositionSaver {
  private lastSavedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly url: string,
    private readonly now: () => number = Date.now,
    private readonly storage = safeStorage(),
  ) {}

  update(seconds: number, force = false): void {
    const now = this.now();
    if (!force && now - this.lastSavedAt < SAVE_EVERY_MS) return;
    this.lastSavedAt = now;
    writePosition(this.url, seconds, this.storage);
  }

  finished(): void {
    clearPosition(this.url, this.storage);
  }
}
