import { redirect } from '@tanstack/react-router';
import { paths } from '../../shared/config/paths';
import { appSettings } from '../../shared/config/app-settings';
import { hasVariantFeature } from '../../shared/config/variant-features';
import { lazyPage } from './lazy-page';
import { page } from './page-route';

/** Issue 11, spec 3 §7: the chat styling shop, beside the rewards it is paid with. */
export const chatStylingRoutes = [
  page({
    path: paths.chatStyling,
    name: 'ChatStyling',
    title: 'routes.chatStyling',
    roles: ['STUDENT_ROLE'],
    layout: 'main',
    breadcrumbs: [{ title: 'routes.loyalty', to: paths.loyalty }],
    // Spec 1 §6: RU and KZ only; elsewhere the page does not exist.
    redirectRule: () => {
      if (!hasVariantFeature(appSettings().variant, 'chatStyling'))
        throw redirect({ to: paths.notFound, replace: true });
    },
    component: lazyPage(() => import('../../features/chat-styling/pages/chat-styling-page'), 'ChatStylingPage'),
  }),
];
