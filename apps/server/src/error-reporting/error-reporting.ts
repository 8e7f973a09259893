import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

let on = false;

const environment = (config: Config) => config.SENTRY_ENVIRONMENT ?? config.NODE_ENV ?? 'development';

/**
 * Error reporting (spec 2 §8, spec 3 §8), on only when SENTRY_DSN is set: unexpected 5xx answers
 * reach Sentry with the caller's id; client errors (4xx) are the caller's and are not reported.
 */
export function startErrorReporting(config: Config): void {
  if (!config.SENTRY_DSN || on) return;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: environment(config),
    release: config.SENTRY_RELEASE,
    tracesSampleRate: 0.05,
    // Our error handler reports (plugins/errors.ts): it knows a 5xx from an AppError. The SDK's own
    // Fastify hook would only see Fastify when it is loaded after init, which a bundle never is.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  on = true;
}

export function reportServerError(error: unknown, request: FastifyRequest): void {
  if (!on) return;
  Sentry.withScope((scope) => {
    if (request.authUser) scope.setUser({ id: String(request.authUser.id) });
    scope.setTag('route', request.routeOptions.url ?? 'unknown');
    scope.setContext('request', { method: request.method, url: request.routeOptions.url });
    Sentry.captureException(error);
  });
}

/** Waits until reported events have left (tests, shutdown). */
export const flushErrorReports = (timeoutMs = 2000) => (on ? Sentry.flush(timeoutMs) : Promise.resolve(true));

/** What the web app reports with (`/settings/app/`): SENTRY_WEB_DSN, else SENTRY_DSN; nothing when off. */
export function webErrorReporting(config: Config) {
  const dsn = config.SENTRY_WEB_DSN ?? config.SENTRY_DSN;
  if (!dsn) return {};
  return { sentryDsn: dsn, sentryEnvironment: environment(config), sentryRelease: config.SENTRY_RELEASE };
}
