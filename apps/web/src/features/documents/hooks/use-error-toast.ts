import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';

/** Spec 2 §8: a failed load is told as a toast, once per failure (a retry that fails again tells again). */
export function useErrorToast(failedAt: number, message: string): void {
  useEffect(() => {
    if (!failedAt) return;
    notifications.show({ id: `load-error-${message}`, color: 'red', message, autoClose: 6000 });
  }, [failedAt, message]);
}
