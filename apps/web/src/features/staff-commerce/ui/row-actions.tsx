import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { openConfirmModal } from '../../../shared/ui/deferred/confirm-modal';
import '../i18n';

/** Taking a row off sale and back (rate plans and packs: docs/staff-commerce.md). */
export interface SaleToggle {
  active: boolean;
  onToggle: () => Promise<unknown>;
}

/**
 * Edit, sale and remove buttons of a console row; removal asks first and shows the server's refusal
 * as a notice, except 409 in_use (carts, orders or subscriptions refer to it), which offers taking
 * the row off sale instead.
 */
export function RowActions({
  name,
  onEdit,
  onRemove,
  sale,
}: {
  name: string;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
  sale?: SaleToggle;
}) {
  const { t } = useTranslation();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: error instanceof Error ? error.message : t('staffCommerce.unexpected'),
    });
  const toggle = (toggleSale: SaleToggle) =>
    void toggleSale.onToggle().then(
      () =>
        notifications.show({
          color: 'teal',
          message: t(toggleSale.active ? 'staffCommerce.plans.deactivated' : 'staffCommerce.plans.activated', { name }),
        }),
      failed,
    );
  const offerDeactivation = (toggleSale: SaleToggle, detail: string) =>
    openConfirmModal({
      title: t('staffCommerce.plans.inUseTitle', { name }),
      centered: true,
      children: (
        <Text size="sm" c="dimmed">
          {detail} {t('staffCommerce.plans.inUseText')}
        </Text>
      ),
      labels: { confirm: t('staffCommerce.plans.deactivate'), cancel: t('staffCommerce.products.cancel') },
      cancelProps: { variant: 'default' },
      onConfirm: () => toggle(toggleSale),
    });
  const confirm = () =>
    openConfirmModal({
      title: t('staffCommerce.plans.removeTitle', { name }),
      centered: true,
      children: (
        <Text size="sm" c="dimmed">
          {t('staffCommerce.plans.removeText')}
        </Text>
      ),
      labels: { confirm: t('staffCommerce.plans.remove'), cancel: t('staffCommerce.products.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { variant: 'default' },
      onConfirm: () =>
        void onRemove().then(
          () => notifications.show({ color: 'teal', message: t('staffCommerce.plans.removed', { name }) }),
          (error: unknown) => {
            const inUse = error instanceof ApiError ? error.detailOf('in_use') : undefined;
            if (inUse !== undefined && sale?.active) offerDeactivation(sale, inUse);
            else failed(error);
          },
        ),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('staffCommerce.plans.editOf', { name })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      {sale && (
        <ActionIcon
          variant="subtle"
          color={sale.active ? 'orange' : 'teal'}
          aria-label={t(sale.active ? 'staffCommerce.plans.deactivateOf' : 'staffCommerce.plans.activateOf', { name })}
          onClick={() => toggle(sale)}
        >
          {sale.active ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('staffCommerce.plans.removeOf', { name })}
        onClick={confirm}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
