import type { AppSettings } from '@school/contract';

type ErrorReportingSettings = Pick<AppSettings, 'sentryDsn' | 'sentryEnvironment' | 'sentryRelease'>;

/**
 * Error reporting (spec 2 §8, spec 3 §8), on only when the deployment gives a DSN: the SDK is then
 * loaded after the start, so a deployment without one never downloads it (issue 8 budget: this
 * module is all the entry carries).
 */
export function startErrorReporting({ sentryDsn, sentryEnvironment, sentryRelease }: ErrorReportingSettings): void {
  if (!sentryDsn) return;
  void import('./sentry-client').then(({ initSentry }) =>
    initSentry({ dsn: sentryDsn, environment: sentryEnvironment, release: sentryRelease }),
  );
}
