import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}

/** A yes-or-no question before something that cannot be undone (delete, take back). */
export function ConfirmModal({ opened, title, text, confirm, onConfirm, onClose, busy }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('personalWorks.work.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
