import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../shared/api/api-error';

export const showDone = (message: string) => notifications.show({ color: 'teal', message });

/** A rule the server holds (a report already closed, a ban of a moderator) comes with its own words. */
export function showFailure(error: Error, fallback: string) {
  const detail = error instanceof ApiError && error.status < 500 ? error.first?.detail : undefined;
  notifications.show({ color: 'red', message: detail ?? fallback });
}
