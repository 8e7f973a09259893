/**
 * Runs `task` once the main thread is idle, or after `timeoutMs` at the latest (a browser without
 * idle callbacks waits `fallbackMs`). Returns the cancel. Work that can wait so that a phone's
 * first seconds belong to the page (issue 8).
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
