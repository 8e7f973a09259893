// Mantine's global styles only; each component brings its own with its code (vite.config.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './shared/i18n/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers/app-providers';
import { bootstrap } from './app/bootstrap';
import { knowsPath, loadAreaRoutes } from './app/router/area-loader';
import { homeOf } from './app/router/guards';
import { dropRetryMark } from './app/router/lazy-page';
import { preloadPage } from './app/router/preload-page';
import { router } from './app/router/router';
import { appSettings } from './shared/config/app-settings';
import { startErrorReporting } from './shared/error-reporting/error-reporting';
import { registerServiceWorker } from './shared/pwa/register-sw';

/**
 * Start-up: the page's chunks load while the session and the settings are asked for, and
 * index.html shows the splash until the page can show whole. No top-level await here: the
 * bundler gives up its chunk optimisations for a module graph that has one.
 */
async function start(): Promise<void> {
  // A deep link into the staff, tutor or manager areas needs their routes before it is matched.
  // The settings and the session are asked for first: the chunks' links cost the main thread more.
  const started = bootstrap();
  const ignore = () => undefined;
  const areas = knowsPath(router, window.location.pathname)
    ? preloadPage(router)
    : loadAreaRoutes(router).then(() => preloadPage(router), ignore);
  await started;
  // Staff, tutors and managers start in their areas (spec 1 §2 root redirect by role).
  if (!knowsPath(router, homeOf())) await loadAreaRoutes(router).catch(ignore);
  await areas;
  // A page that cannot load is rendered anyway: its route shows the product's error page.
  const loaded = await router.load().then(
    () => !router.state.matches.some((match) => match.status === 'error'),
    () => false,
  );
  if (loaded) dropRetryMark();
  startErrorReporting(appSettings());
  registerServiceWorker();
  // A transition renders in slices, so the first render does not block the main thread for long.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
