import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TutoringLesson, TutoringLessonStatus } from '@school/contract';
import { errorMessages } from '../../../shared/slots/error-messages';
import { useSetLessonStatus } from '../api/tutor-slots-api';
import { lessonActions } from '../lib/lesson-actions';
import { CancelLessonModal } from '../../../shared/slots/cancel-lesson-modal';
import '../i18n';

/** The tutor marks a lesson passed or cancelled with a reason (issue 12; spec 3 §8 failure toast). */
export function LessonStatusActions({ lesson, now }: { lesson: TutoringLesson; now: Date }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const update = useSetLessonStatus();
  const { canPass, cancelStatuses } = lessonActions(lesson, now);
  if (!canPass && cancelStatuses.length === 0) return null;

  const set = (status: TutoringLessonStatus, reason = '') =>
    update.mutate(
      { id: lesson.id, status, reason },
      {
        onSuccess: () => {
          setCancelling(false);
          notifications.show({ color: 'teal', message: t('slots.lessons.updated') });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('slots.lessons.updateFailed'),
            message: errorMessages(error, t('slots.lessons.updateFailed')).join(' '),
          }),
      },
    );

  return (
    <Group gap={6}>
      {canPass && (
        <Button size="compact-sm" variant="light" color="teal" loading={update.isPending} onClick={() => set('PASSED')}>
          {t('tutorSlots.lessons.pass')}
        </Button>
      )}
      {cancelStatuses.length > 0 && (
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => setCancelling(true)}>
          {t(lesson.status.endsWith('_WAIT_TUTOR') ? 'tutorSlots.lessons.settle' : 'tutorSlots.lessons.cancel')}
        </Button>
      )}
      <CancelLessonModal
        opened={cancelling}
        statuses={cancelStatuses}
        busy={update.isPending}
        onClose={() => setCancelling(false)}
        onSubmit={(status, reason) => set(status, reason)}
      />
    </Group>
  );
}
