import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { PagePrefetch } from '../../shared/api/page-prefetch';

export const CHUNK_RETRY_PARAM = 'chunk-load-retry';

/**
 * Loads a chunk (a page, a layout). A chunk that fails to load (usually a deploy replaced it)
 * reloads the page exactly once, marked by chunk-load-retry=true (spec 1 §2). The mark stays until
 * the whole page has loaded (`dropRetryMark`): dropped when one chunk of several arrived, it let a
 * missing one reload the page for ever.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!reloadOnceForChunk()) throw error;
    return new Promise<never>(() => undefined); // the page is reloading
  }
}

/** A lazily loaded page, in its own chunk, loaded through `loadChunk`. */
export function lazyPage<K extends string, M extends Record<K, RouteComponent>>(load: () => Promise<M>, exportName: K) {
  return lazyRouteComponent(
    async (): Promise<{ page: RouteComponent }> => ({
      page: (await loadChunk(load))[exportName],
    }),
    'page',
  );
}

/**
 * A lazy page and the prefetch its module exports (page-route.ts `prefetch`), from one import: the
 * prefetch runs from the page's chunk, which the route loads anyway (and reloads for, if it fails),
 * so the route's wait for it includes that chunk, which it needs before drawing all the same.
 */
export function lazyPageWithPrefetch<
  K extends string,
  P extends string,
  M extends Record<K, RouteComponent> & Record<P, PagePrefetch>,
>(load: () => Promise<M>, exportName: K, prefetchName: P): { component: RouteComponent; prefetch: PagePrefetch } {
  return {
    component: lazyPage(load, exportName),
    prefetch: (target) => load().then((module) => module[prefetchName](target)),
  };
}

export function reloadOnceForChunk(location: Location = window.location): boolean {
  const url = new URL(location.href);
  if (url.searchParams.get(CHUNK_RETRY_PARAM) === 'true') return false;
  url.searchParams.set(CHUNK_RETRY_PARAM, 'true');
  location.replace(url.toString());
  return true;
}

/** The page loaded whole after its reload: the address loses its mark (main.tsx). */
export function dropRetryMark(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CHUNK_RETRY_PARAM)) return;
  url.searchParams.delete(CHUNK_RETRY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
