import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import '../i18n';

/** A refused request's own words (a rule the server holds, in Russian): "already given", "deadline passed". */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.first?.detail;
  return undefined;
}

/**
 * Toasts of the tutor's works. A failure reads spec 3 §8's text ('Не удалось назначить домашнее
 * задание'), with the server's reason under it when the server gave one.
 */
export function useNotify() {
  const { t } = useTranslation();
  return {
    success: (key: string, values?: Record<string, string>) =>
      notifications.show({ color: 'teal', message: t(`personalWorks.toast.${key}`, values) }),
    failure: (key: string, error: unknown) => {
      const title = t(`personalWorks.toast.${key}`);
      const detail = failureDetail(error);
      notifications.show(detail ? { color: 'red', title, message: detail } : { color: 'red', message: title });
    },
  };
}
