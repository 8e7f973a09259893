import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../shared/ui/deferred/confirm-modal';
import '../i18n';

/**
 * Edit and remove buttons of a console row; removal asks first and shows the server's refusal
 * (409 in_use: a rate plan or pack that carts or orders refer to) as a notice.
 */
export function RowActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string;
  onEdit: () => void;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
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
          (error: unknown) =>
            notifications.show({
              color: 'red',
              message: error instanceof Error ? error.message : t('staffCommerce.unexpected'),
            }),
        ),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={t('staffCommerce.plans.editOf', { name })} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
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
