import { useEffect, useRef } from 'react';
import { useNotifications } from '@mantine/notifications';
import { analytics } from '../../shared/analytics/analytics';

/** The error toasts' colour across the app (spec 1 §8 error toasts). */
const ERROR_COLOR = 'red';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Spec 3 §8: error toasts are tracked by analytics, each once. */
export function useTrackErrorToasts(): void {
  const { notifications } = useNotifications();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    for (const toast of notifications) {
      if (toast.color !== ERROR_COLOR || !toast.id || seen.current.has(toast.id)) continue;
      seen.current.add(toast.id);
      void analytics.track('error_toast', { title: text(toast.title), message: text(toast.message) });
    }
  }, [notifications]);
}
