import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes';
import { NotFoundRedirect } from './not-found-redirect';

export const router = createRouter({
  routeTree,
  // Spec 1 §2: scroll to top on navigation, restored when returning.
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundRedirect,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
