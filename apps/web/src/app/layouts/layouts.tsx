import type { ComponentType, ReactNode } from 'react';
import type { LayoutName, RouteMeta } from '../router/route-meta';
import { lazyComponent, type LazyComponent } from '../../shared/lib/lazy-component';
import { EmptyLayout } from './empty-layout';

export interface LayoutProps {
  meta: Partial<RouteMeta>;
  children: ReactNode;
}

/**
 * A layout with the header and its menus, in a chunk of its own with the flags the shell reads
 * (issue 8: the identity pages, in the empty layout, load neither the shell nor the flag SDK).
 */
const shellLayout = (load: () => Promise<ComponentType<LayoutProps>>) =>
  lazyComponent(async () => {
    const [Layout, { FlagsProvider }, { SupportButton }] = await Promise.all([
      load(),
      import('../../shared/flags/flags-provider').then((module) => {
        module.startFlagsEarly();
        return module;
      }),
      import('../shell/support-button'),
    ]);
    // Spec 3 §6: the support chat widget's button on every student page of the shell (not the identity pages).
    const WithFlags = (props: LayoutProps) => (
      <FlagsProvider>
        <Layout {...props} />
        <SupportButton hidden={props.meta.hideSupportButton} />
      </FlagsProvider>
    );
    return { WithFlags };
  }, 'WithFlags');

/** Spec 1 §2 layouts, each loaded with the first page that asks for it (page-route.ts). */
export const LAYOUTS: Record<LayoutName, LazyComponent<LayoutProps>> = {
  main: shellLayout(() => import('./main-layout').then((module) => module.MainLayout)),
  'header-only': shellLayout(() => import('./header-only-layout').then((module) => module.HeaderOnlyLayout)),
  media: shellLayout(() => import('./media-layout').then((module) => module.MediaLayout)),
  contacts: shellLayout(() => import('./contacts-layout').then((module) => module.ContactsLayout)),
  print: lazyComponent(() => import('./print-layout'), 'PrintLayout'),
  empty: Object.assign(EmptyLayout, { preload: () => Promise.resolve() }),
};
