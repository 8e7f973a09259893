import * as Sentry from '@sentry/react';
import { isNetworkOrTimeout } from './ignored-errors';

export interface SentryOptions {
  dsn: string;
  environment?: string;
  release?: string;
}

/** Loaded only when a DSN is configured (error-reporting.ts). Spec 3 §8: 5 % of traces. */
export function initSentry({ dsn, environment, release }: SentryOptions) {
  Sentry.init({
    dsn,
    environment,
    release,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: 0.05,
    beforeSend: (event, hint) => (isNetworkOrTimeout(hint.originalException) ? null : event),
  });
  return Sentry;
}
