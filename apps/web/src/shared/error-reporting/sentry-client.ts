import * as Sentry from '@sentry/react';
import { sessionStore } from '../session/session-store';
import { isNetworkOrTimeout } from './ignored-errors';
import { setErrorCapture } from './reporter';

export interface SentryOptions {
  dsn: string;
  environment?: string;
  release?: string;
}

const setUser = () => {
  const user = sessionStore.get().user;
  Sentry.setUser(user ? { id: String(user.id) } : null);
};

/**
 * Loaded only when a DSN is configured (error-reporting.ts). Spec 3 §8: 5 % of traces, network and
 * timeout errors dropped; the signed-in user's id goes with every event and leaves with the user.
 */
export function initSentry({ dsn, environment, release }: SentryOptions): void {
  Sentry.init({
    dsn,
    environment,
    release,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: 0.05,
    beforeSend: (event, hint) => (isNetworkOrTimeout(hint.originalException) ? null : event),
  });
  setErrorCapture((error) => Sentry.captureException(error));
  setUser();
  sessionStore.subscribe(setUser);
}
