import { useEffect, useState } from 'react';
import { Navigate, useRouter, useRouterState } from '@tanstack/react-router';
import { paths } from '../../shared/config/paths';
import { areaRoutesLoaded, knowsPath, loadAreaRoutes } from './area-loader';
import { showRouteWork } from './route-work';

/**
 * Unknown paths go to the not-found page (spec 1 §2) — once the routes of the staff, tutor and
 * manager areas are known too: a link into them, followed from a page that had not loaded them,
 * lands here first and is matched again (issue 8: area-routes.ts is a chunk of its own).
 */
export function NotFoundRedirect() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A known page that found nothing (its loader threw `notFound`) goes straight on.
  const [settled, setSettled] = useState(() => areaRoutesLoaded() || knowsPath(router, pathname));
  useEffect(() => {
    if (settled) return;
    const work = loadAreaRoutes(router).then(
      // Matched now: the router renders the page instead of this.
      () => (knowsPath(router, pathname) ? router.invalidate() : setSettled(true)),
      () => setSettled(true),
    );
    showRouteWork(work);
  }, [settled, router, pathname]);
  return settled ? <Navigate to={paths.notFound} replace /> : null;
}
