/**
 * Catalog start (docs/products-access.md): a student who owns nothing yet sees the start page
 * once per browser session before the plain /catalog. Leaving it for the catalog marks it seen.
 */
const SEEN_KEY = 'catalog-start-seen';

export function catalogStartSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markCatalogStartSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage off: the start page simply is not remembered.
  }
}

/** Whether the plain catalog should lead to the start page first. */
export function shouldStartCatalog(state: {
  isStudent: boolean;
  plainCatalog: boolean;
  seen: boolean;
  subjects: readonly unknown[] | undefined;
}): boolean {
  return (
    state.isStudent && state.plainCatalog && !state.seen && state.subjects !== undefined && state.subjects.length === 0
  );
}
