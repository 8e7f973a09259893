import { isNetworkOrTimeout } from './ignored-errors';
import { reportError } from './reporter';

/**
 * Spec 1 §8, real-time worker errors: a syntax error (a message the client cannot read: the server
 * speaks a newer version) reloads the page; network trouble is the socket's own to retry; the rest
 * is reported.
 */
export function handleRealtimeError(error: unknown, reload: () => void = () => window.location.reload()): void {
  if (error instanceof SyntaxError) reload();
  else if (!isNetworkOrTimeout(error)) reportError(error);
}
