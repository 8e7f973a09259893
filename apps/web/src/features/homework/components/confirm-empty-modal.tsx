import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmEmptyModalProps {
  empty: number;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Issue 10: a submit with tasks left empty asks first. */
export function ConfirmEmptyModal({ empty, opened, onCancel, onConfirm }: ConfirmEmptyModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('homework.do.confirmTitle')} centered>
      <Text>{t('homework.do.confirmBody', { count: empty })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('homework.do.confirmCancel')}
        </Button>
        <Button onClick={onConfirm}>{t('homework.do.confirmSubmit')}</Button>
      </Group>
    </Modal>
  );
}
