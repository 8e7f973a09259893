import { Suspense, useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { onRouteWork } from './route-work';

const ProgressBar = lazyComponent(() => import('./progress-bar'), 'ProgressBar');

/**
 * Spec 1 §2's progress bar while the route changes. Its code loads with the first change of route,
 * not with the start: a first visit shows no route change (issue 8: the entry every page loads).
 */
export function RouteProgress() {
  const router = useRouter();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopRoutes = router.subscribe('onBeforeLoad', ({ pathChanged }) => {
      if (pathChanged) setWanted(true);
    });
    const stopWork = onRouteWork(() => setWanted(true));
    return () => {
      stopRoutes();
      stopWork();
    };
  }, [router]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar />
    </Suspense>
  );
}
