/**
 * Work a route change waits for outside the router's own loading: the areas' route table, which a
 * link into the staff, tutor or manager pages loads first (area-loader.ts, not-found-redirect.tsx).
 * Spec 1 §2's progress bar shows for it as for a page's chunks.
 */
let current: Promise<unknown> | null = null;
const listeners = new Set<(work: Promise<unknown>) => void>();

export function showRouteWork(work: Promise<unknown>): void {
  current = work;
  const settle = () => {
    if (current === work) current = null;
  };
  work.then(settle, settle);
  listeners.forEach((listener) => listener(work));
}

/** Calls `listener` with each piece of work from now on, and at once with one under way. */
export function onRouteWork(listener: (work: Promise<unknown>) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => listeners.delete(listener);
}
