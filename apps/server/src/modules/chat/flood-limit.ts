/** Requests a socket may make per second before it is told to slow down (a flooding client). */
export const SOCKET_REQUESTS_PER_SECOND = 10;

/** A fixed one-second window per socket: cheap, and enough to stop a runaway client. */
export class FloodLimit {
  private windowStart = 0;
  private used = 0;

  constructor(
    private readonly perSecond = SOCKET_REQUESTS_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.used = 0;
    }
    this.used += 1;
    return this.used <= this.perSecond;
  }
}
