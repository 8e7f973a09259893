let current = 0;
const listeners = new Set<() => void>();

/**
 * Counts page views, so that exposures are reported once per flag per page view (spec 1 §1).
 * Zero means no page view has been reported yet.
 */
export const pageViewStore = {
  get: (): number => current,
  next(): void {
    current += 1;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
