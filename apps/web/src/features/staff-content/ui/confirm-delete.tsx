import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { openConfirmModal } from '../../../shared/ui/deferred/confirm-modal';

/** Asks first, then deletes; the server's refusal (409 `in_use`) is shown as a notice. */
export function confirmDelete(t: TFunction, question: string, remove: () => Promise<unknown>) {
  openConfirmModal({
    title: question,
    centered: true,
    children: (
      <Text size="sm" c="dimmed">
        {question}
      </Text>
    ),
    labels: { confirm: t('staffContent.theory.delete'), cancel: t('staffContent.common.cancel') },
    confirmProps: { color: 'red' },
    cancelProps: { variant: 'default' },
    onConfirm: () =>
      void remove().catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : t('staffContent.common.failed'),
        }),
      ),
  });
}
