import { Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { RouteProgress } from '../router/navigation-progress';
import { usePageMeta, useRouteMeta } from '../router/use-page-meta';
import { usePageViews } from '../../shared/analytics/use-page-views';
import { useUser } from '../../shared/session/session-store';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { useModalsWanted } from '../../shared/ui/deferred/confirm-modal';
import { Splash } from '../splash';
import { LAYOUTS } from './layouts';
import { SkipLink } from './skip-link';

const ModalsHost = lazyComponent(() => import('../providers/modals-host'), 'ModalsHost');

/**
 * The page's title and its page view: a component of their own, so that their updates (the first
 * load's resolved location) do not re-render the layout and the page under it (issue 8).
 */
function PageEffects() {
  usePageMeta();
  usePageViews();
  return null;
}

/** Chooses the layout the matched route asks for (spec 1 §2: six layouts). */
export function RootLayout() {
  const meta = useRouteMeta();
  const modalsWanted = useModalsWanted();
  const layout = meta.layout ?? 'main';
  const Layout = LAYOUTS[layout];
  // Confirm dialogs belong to the app's pages, not to the identity pages a guest starts on.
  const withModals = (useUser() !== null || layout !== 'empty') && modalsWanted;
  return (
    <>
      <PageEffects />
      <SkipLink />
      <RouteProgress />
      {/* A route waits for its layout (page-route.ts); only the not-found redirect can get here first. */}
      <Suspense fallback={<Splash />}>
        <Layout meta={meta}>
          <Outlet />
        </Layout>
      </Suspense>
      {withModals && (
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      )}
    </>
  );
}
