import type { AnyRouter } from '@tanstack/react-router';
import { SESSION_URL_PARAMS } from '../../shared/session/session';
import { tokenStore } from '../../shared/session/token-store';
import { LAYOUTS } from '../layouts/layouts';

/**
 * Starts loading the chunks of the page at `location` and of its layout while start-up still asks
 * the server for the session (issue 8: beside the API calls, not after them). A visitor without a
 * session is not sent the code of a page that is only for signed-in users: its guard will send
 * them to sign in. Failures are left to the real load, which retries a chunk once.
 */
export function preloadPage(router: AnyRouter, location: Location = window.location): void {
  const [branch, , page] = router.getMatchedRoutes(location.pathname);
  const meta = page?.options.staticData;
  if (!meta?.layout) return;
  const search = new URLSearchParams(location.search);
  const maySignIn = tokenStore.hasTokens() || SESSION_URL_PARAMS.some((name) => search.has(name));
  if (meta.roles && !meta.roles.includes('GUEST') && !maySignIn) return;
  const ignore = () => undefined;
  for (const route of branch) void router.loadRouteChunk(route)?.catch(ignore);
  void LAYOUTS[meta.layout].preload().catch(ignore);
}
