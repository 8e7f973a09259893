import { Alert, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { clientLecturesHref, paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { useLecture, useUpdateLecture } from '../api/lectures-api';
import { LectureEditor } from '../components/lecture-editor';
import '../i18n';

const route = getRouteApi(paths.clientLectureEdit);

/** Issue 12 `/clients/{id}/lecture/{lectureId}/edit`: another sub-theory, comment or deadline. */
export function LectureEditPage() {
  const { t } = useTranslation();
  const params = route.useParams();
  const clientId = Number(params.clientId);
  const lectureId = Number(params.lectureId);
  const lecture = useLecture(lectureId);
  const update = useUpdateLecture(lectureId);
  const navigate = useNavigate();
  const toList = () => void navigate({ to: clientLecturesHref(clientId) as never });
  const notFound =
    (lecture.error instanceof ApiError && lecture.error.status === 404) ||
    (lecture.data && lecture.data.clientId !== clientId);
  if (notFound) return <Alert color="gray">{t('tutorClientArea.lectures.notFound')}</Alert>;
  if (lecture.isError)
    return <LoadError message={t('tutorClientArea.lectures.loadError')} onRetry={() => void lecture.refetch()} />;
  if (!lecture.data) return <Skeleton height={320} radius="lg" />;
  const { subTheory } = lecture.data;
  return (
    <LectureEditor
      initial={{
        subject: subTheory.classTypeId,
        topicId: subTheory.topicId,
        subTheoryId: subTheory.id,
        comment: lecture.data.comment,
        deadline: lecture.data.deadline ?? '',
      }}
      submitLabel={t('tutorClientArea.lectures.save')}
      failedText={t('tutorClientArea.lectures.editFailed')}
      pending={update.isPending}
      onSubmit={async (body) => {
        await update.mutateAsync(body);
        notifications.show({ color: 'teal', message: t('tutorClientArea.lectures.saved') });
        toList();
      }}
      onCancel={toList}
    />
  );
}
