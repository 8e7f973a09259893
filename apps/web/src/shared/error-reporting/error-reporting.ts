import type { AppSettings } from '@school/contract';
import { sessionStore } from '../session/session-store';
import type { initSentry } from './sentry-client';

type Sentry = ReturnType<typeof initSentry>;

let sentry: Sentry | null = null;

const setUser = () => {
  const user = sessionStore.get().user;
  sentry?.setUser(user ? { id: String(user.id) } : null);
};

/**
 * Error reporting (spec 2 §8, spec 3 §8), on only when the deployment gives a DSN: the SDK is then
 * loaded after the start, so a deployment without one never downloads it. The signed-in user's id
 * goes with every event and leaves with the user.
 */
export async function startErrorReporting(
  settings: Pick<AppSettings, 'sentryDsn' | 'sentryEnvironment' | 'sentryRelease'>,
) {
  if (!settings.sentryDsn || sentry) return;
  const { initSentry } = await import('./sentry-client');
  sentry = initSentry({
    dsn: settings.sentryDsn,
    environment: settings.sentryEnvironment,
    release: settings.sentryRelease,
  });
  setUser();
  sessionStore.subscribe(setUser);
}

/** Reports an error the app caught itself; without a DSN it is only logged. */
export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else console.error(error);
}
