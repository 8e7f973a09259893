import { Outlet } from '@tanstack/react-router';
import { RouteProgress } from '../router/navigation-progress';
import { usePageMeta, useRouteMeta } from '../router/use-page-meta';
import { LAYOUTS } from './layouts';

/** Chooses the layout the matched route asks for (spec 1 §2: six layouts). */
export function RootLayout() {
  usePageMeta();
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
