import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TutorLecture } from '@school/contract';
import { openConfirmModal } from '../../../shared/ui/deferred/confirm-modal';
import { useDeleteLecture } from '../api/lectures-api';
import '../i18n';

/** Asks first, then takes the lecture back; `onDone` runs after it is gone. */
export function useConfirmDeleteLecture(onDone?: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteLecture();
  return (lecture: TutorLecture) =>
    openConfirmModal({
      title: t('tutorClientArea.lectures.deleteTitle'),
      children: t('tutorClientArea.lectures.deleteText', { title: lecture.subTheory.title }),
      labels: { confirm: t('tutorClientArea.lectures.deleteConfirm'), cancel: t('tutorClientArea.lectures.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(lecture.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('tutorClientArea.lectures.deleted') });
            onDone?.();
          },
          onError: () => notifications.show({ color: 'red', message: t('tutorClientArea.lectures.deleteFailed') }),
        }),
    });
}
