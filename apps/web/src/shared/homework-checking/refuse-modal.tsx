import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isReasonValid, REASON_MAX } from './check-rules';
import './i18n';

interface RefuseModalProps {
  opened: boolean;
  onClose: () => void;
  onRefuse: (reason: string) => void;
  busy: boolean;
}

/** "Вернуть на доработку" asks why: the student reads the reason and redoes the work (issue 10). */
export function RefuseModal({ opened, onClose, onRefuse, busy }: RefuseModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (isReasonValid(reason)) onRefuse(reason.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('checking.submission.refuseTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('checking.submission.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('checking.submission.refuseReason')}
            description={t('checking.submission.refuseHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REASON_MAX}
            required
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried && !isReasonValid(reason) ? t('checking.submission.reasonTooShort') : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('checking.submission.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('checking.submission.refuseConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
