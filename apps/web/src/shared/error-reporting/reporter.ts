let capture: ((error: unknown) => void) | null = null;

/** Set by the SDK once loaded (sentry-client.ts). */
export function setErrorCapture(next: (error: unknown) => void): void {
  capture = next;
}

/** Reports an error the app caught itself; without a DSN it is only logged. */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else console.error(error);
}
