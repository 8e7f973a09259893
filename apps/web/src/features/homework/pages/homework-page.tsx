import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { useHomeworkDetail } from '../api/homework-api';
import { HomeworkDoing } from '../components/homework-doing';
import { PageLoadError, PageSkeleton } from '../components/page-state';
import { editableTasks, idFrom } from '../lib/submission-rules';
import '../i18n';

const route = getRouteApi(paths.homework);

/** Spec 2 §2 /homework/{homeworkId}: doing the homework; once nothing is open, its results. */
export function HomeworkPage() {
  const { t } = useTranslation();
  const { homeworkId } = route.useParams();
  const id = idFrom(homeworkId);
  const user = useUser();
  const query = useHomeworkDetail(id ?? 0);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  if (query.isError) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (!query.data || !user) return <PageSkeleton />;
  const tasks = editableTasks(query.data);
  if (tasks.length === 0) return <Navigate to={paths.homeworkCompleted} params={{ homeworkId }} replace />;
  return (
    <HomeworkDoing
      key={query.data.submission.attempt}
      detail={query.data}
      userId={user.id}
      tasks={tasks}
      submitLabel={t('homework.do.submit')}
    />
  );
}
