import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LESSON_STATUS_LABELS, type TutoringLessonStatus } from '@school/contract';
import './i18n';

interface CancelLessonModalProps {
  opened: boolean;
  statuses: readonly TutoringLessonStatus[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (status: TutoringLessonStatus, reason: string) => void;
}

const REASON_MAX = 500;

/** Cancelling a lesson: which cancellation (it decides the write-off, docs) and why. */
export function CancelLessonModal({ opened, statuses, busy, onClose, onSubmit }: CancelLessonModalProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TutoringLessonStatus | null>(null);
  const [reason, setReason] = useState('');
  const chosen = status && statuses.includes(status) ? status : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('slots.cancel.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onSubmit(chosen, reason.trim());
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('slots.cancel.status')}
            value={chosen ?? ''}
            onChange={(value) => setStatus(value as TutoringLessonStatus)}
            required
          >
            <Stack gap={8} mt={6}>
              {statuses.map((value) => (
                <Radio key={value} value={value} label={LESSON_STATUS_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('slots.cancel.reason')}
            value={reason}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('slots.cancel.back')}
            </Button>
            <Button type="submit" color="red" disabled={!chosen} loading={busy}>
              {t('slots.cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
