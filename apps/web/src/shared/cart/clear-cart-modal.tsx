import { Text } from '@mantine/core';
import { openConfirmModal } from '../ui/deferred/confirm-modal';
import type { TFunction } from 'i18next';
import './i18n';

/**
 * Spec 2 §4: a 422 on add asks to clear the cart. Resolves true for 'lets_go' (retry with
 * replace) and false for 'leave_as_is' or closing the modal (the cart stays as it is).
 */
export function confirmClearCart(t: TFunction): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    openConfirmModal({
      title: t('sharedCart.clearTitle'),
      centered: true,
      radius: 'lg',
      children: <Text size="sm">{t('you_should_clear_your_cart')}</Text>,
      labels: { confirm: t('lets_go'), cancel: t('leave_as_is') },
      cancelProps: { variant: 'default' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
