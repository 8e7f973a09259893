import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clientLecturesHref, paths } from '../../../shared/config/paths';
import { useClient } from '../../../shared/tutor-clients/client-query';
import { useCreateLecture } from '../api/lectures-api';
import { LectureEditor } from '../components/lecture-editor';
import '../i18n';

const route = getRouteApi(paths.clientLectureAssign);

/** Issue 12 `/clients/{id}/lecture/assign`: pick theory → sub-theory, preview it, give it to the client. */
export function LectureAssignPage() {
  const { t } = useTranslation();
  const clientId = Number(route.useParams().clientId);
  const client = useClient(clientId);
  const navigate = useNavigate();
  const create = useCreateLecture();
  const toList = () => void navigate({ to: clientLecturesHref(clientId) as never });
  // The picker opens on the client's subject once the client is known.
  if (!client.data) return null;
  return (
    <LectureEditor
      initial={{ subject: client.data.classTypeId, topicId: null, subTheoryId: null, comment: '', deadline: '' }}
      submitLabel={t('tutorClientArea.lectures.assign')}
      failedText={t('tutorClientArea.lectures.assignFailed')}
      pending={create.isPending}
      onSubmit={async (body) => {
        await create.mutateAsync({ client: clientId, ...body });
        notifications.show({ color: 'teal', message: t('tutorClientArea.lectures.assigned') });
        toList();
      }}
      onCancel={toList}
    />
  );
}
