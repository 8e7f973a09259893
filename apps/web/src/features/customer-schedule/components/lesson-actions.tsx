import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { allowedTransitions, isUpcoming, type TutoringLesson, type TutoringLessonStatus } from '@school/contract';
import { CancelLessonModal } from '../../../shared/slots/cancel-lesson-modal';
import { errorMessages } from '../../../shared/slots/error-messages';
import { RescheduleLessonModal } from './reschedule-lesson-modal';
import { useRescheduleLesson, useSetLessonStatusForManager } from '../api/customer-schedule-api';
import '../i18n';

/**
 * The manager's moves on one upcoming lesson (issue 12): pass on the client's cancellation (the
 * manager's statuses of the transition table, docs/tutor-and-manager.md) or move it to another hour.
 */
export function LessonActions({ clientId, lesson }: { clientId: number; lesson: TutoringLesson }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [rescheduleErrors, setRescheduleErrors] = useState<string[]>([]);
  const update = useSetLessonStatusForManager(clientId);
  const reschedule = useRescheduleLesson(clientId);
  const cancelStatuses = allowedTransitions(lesson.status, 'manager');
  const canReschedule = isUpcoming(lesson.status);
  if (cancelStatuses.length === 0 && !canReschedule) return null;

  // Spec 3 §8: a failed change is a 'Не удалось …' toast with the server's Russian detail.
  const failed = (error: unknown) => {
    const messages = errorMessages(error, t('slots.lessons.updateFailed'));
    notifications.show({ color: 'red', title: t('slots.lessons.updateFailed'), message: messages.join(' ') });
    return messages;
  };

  const cancel = (status: TutoringLessonStatus, reason: string) =>
    update.mutate(
      { id: lesson.id, status, reason },
      {
        onSuccess: () => {
          setDialog(null);
          notifications.show({ color: 'teal', message: t('slots.lessons.updated') });
        },
        onError: failed,
      },
    );

  const move = (startsAt: string) => {
    setRescheduleErrors([]);
    reschedule.mutate(
      { id: lesson.id, startsAt },
      {
        onSuccess: () => {
          setDialog(null);
          notifications.show({ color: 'teal', message: t('customerSchedule.lessons.rescheduled') });
        },
        onError: (error) => setRescheduleErrors(failed(error)),
      },
    );
  };

  return (
    <Group gap={6}>
      {canReschedule && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            setRescheduleErrors([]);
            setDialog('reschedule');
          }}
        >
          {t('customerSchedule.lessons.reschedule')}
        </Button>
      )}
      {cancelStatuses.length > 0 && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDialog('cancel')}>
          {t('customerSchedule.lessons.cancel')}
        </Button>
      )}
      <CancelLessonModal
        opened={dialog === 'cancel'}
        statuses={cancelStatuses}
        busy={update.isPending}
        onClose={() => setDialog(null)}
        onSubmit={cancel}
      />
      {dialog === 'reschedule' && (
        <RescheduleLessonModal
          lesson={lesson}
          opened
          busy={reschedule.isPending}
          errors={rescheduleErrors}
          onClose={() => setDialog(null)}
          onSubmit={move}
        />
      )}
    </Group>
  );
}
