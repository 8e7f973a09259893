import { Outlet } from '@tanstack/react-router';
import { RouteProgress } from '../router/navigation-progress';
import { usePageMeta, useRouteMeta } from '../router/use-page-meta';
import { usePageViews } from '../../shared/analytics/use-page-views';
import { LAYOUTS } from './layouts';

/** Chooses the layout the matched route asks for (spec 1 §2: six layouts). */
export function RootLayout() {
  usePageMeta();
  usePageViews();
  const meta = useRouteMeta();
  const Layout = LAYOUTS[meta.layout ?? 'main'];
  return (
    <>
      <RouteProgress />
      <Layout meta={meta}>
        <Outlet />
      </Layout>
    </>
  );
}
