import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../shared/ui/deferred/confirm-modal';
import type { TFunction } from 'i18next';

/** Spec 2 §2 subscriptions: turning off auto-renewal is confirmed; access stays until the paid period ends. */
export function confirmCancel(t: TFunction, title: string, accessUntil: string, onConfirm: () => void): void {
  openConfirmModal({
    title: t('subscriptions.cancelTitle'),
    centered: true,
    radius: 'lg',
    children: <Text size="sm">{t('subscriptions.cancelText', { title, date: accessUntil })}</Text>,
    labels: { confirm: t('subscriptions.cancelConfirm'), cancel: t('subscriptions.cancelKeep') },
    confirmProps: { color: 'red' },
    cancelProps: { variant: 'default' },
    onConfirm,
  });
}
