import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBan } from '../api/bans';
import { showDone, showFailure } from '../lib/action-toasts';
import { BAN_DURATIONS, minutesOf, type BanDuration } from '../lib/ban-durations';
import '../i18n';

export interface BanTarget {
  lessonId: number;
  user: { id: number; name: string };
}

const REASON_MAX = 500;

/** 'Забанить': for how long, why, and whether the student's messages go too; the chat announces it. */
export function BanModal({ target, onClose }: { target: BanTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const ban = useBan(target.lessonId, {
    onSuccess: () => {
      showDone(t('moderation.ban.done', { name: target.user.name }));
      onClose();
    },
    onError: (error) => showFailure(error, t('moderation.ban.failed')),
  });
  const [duration, setDuration] = useState<BanDuration>('30');
  const [reason, setReason] = useState('');
  const [hideMessages, setHideMessages] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ban.mutate({ userId: target.user.id, minutes: minutesOf(duration), reason: reason.trim() || null, hideMessages });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('moderation.ban.title', { name: target.user.name })}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('moderation.ban.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={t('moderation.ban.duration')}
            value={duration}
            onChange={(value) => setDuration(value as BanDuration)}
          >
            <Stack gap="xs" mt="xs">
              {BAN_DURATIONS.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={t(`moderation.ban.${option.label}`, { count: option.minutes ?? 0 })}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('moderation.ban.reason')}
            description={t('moderation.ban.reasonHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Checkbox
            label={t('moderation.ban.hideMessages')}
            checked={hideMessages}
            onChange={(event) => setHideMessages(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('moderation.ban.cancel')}
            </Button>
            <Button type="submit" color="red" loading={ban.isPending}>
              {t('moderation.ban.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
