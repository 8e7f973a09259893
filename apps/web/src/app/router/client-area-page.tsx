import { useParams, type RouteComponent } from '@tanstack/react-router';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { page, type PageOptions } from './page-route';
import { loadChunk } from './lazy-page';

const ClientAreaLayout = lazyComponent(
  () => loadChunk(() => import('../../features/tutor-client/components/client-area-layout')),
  'ClientAreaLayout',
);

type ClientAreaTab = 'overview' | 'personal-works' | 'lectures';

export interface ClientAreaPageOptions<TPath extends string> extends Omit<PageOptions<TPath>, 'layout' | 'roles'> {
  /** The tab the page belongs to. */
  tab: ClientAreaTab;
  /** The tab's own page (the list, the overview) rather than a page below it (a form, a view). */
  tabRoot?: boolean;
}

/**
 * A page of the tutor's client area (spec 3 §2 /clients/{id} children): the page in the client's
 * header with its tabs (features/tutor-client). Any feature's route file may use it, so that no
 * feature imports another; the header is a chunk of its own, loaded beside the page's.
 */
export function clientAreaPage<const TPath extends `/clients/$clientId${string}`>({
  tab,
  tabRoot = false,
  component: Page,
  ...options
}: ClientAreaPageOptions<TPath>) {
  const current = tabRoot ? undefined : options.title;
  function ClientAreaPage() {
    const { clientId } = useParams({ strict: false });
    return (
      <ClientAreaLayout clientId={Number(clientId)} tab={tab} current={current}>
        <Page />
      </ClientAreaLayout>
    );
  }
  // The router preloads a route's component: both chunks come before the page shows.
  const component: RouteComponent = Object.assign(ClientAreaPage, {
    preload: async () => {
      await Promise.all([ClientAreaLayout.preload(), (Page as { preload?: () => Promise<void> }).preload?.()]);
    },
  });
  return page({ ...options, roles: ['TUTOR_ROLE'], layout: 'main', component });
}
