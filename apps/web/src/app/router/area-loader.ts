import type { AnyRouter } from '@tanstack/react-router';
import { loadChunk } from './lazy-page';

let loading: Promise<void> | undefined;
let loaded = false;

/**
 * Adds the staff, checking, moderation, tutor and manager routes (area-routes.ts) to the router,
 * once. The root already holds them when their module has run; the router is then told to index
 * its tree again (the tree is the same object, so `router.update` would not notice).
 */
export function loadAreaRoutes(router: AnyRouter): Promise<void> {
  loading ??= loadChunk(() => import('./area-routes')).then(() => {
    router.setRoutes(router.buildRouteTree());
    loaded = true;
  });
  return loading;
}

export const areaRoutesLoaded = () => loaded;

/** Whether a page of the routes known so far answers `pathname`. */
export const knowsPath = (router: AnyRouter, pathname: string) => router.getMatchedRoutes(pathname)[2] !== undefined;
