import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useUser } from '../../../shared/session/session-store';
import { useHomeworkDetail, useWorkOnBugs } from '../api/homework-api';
import { HomeworkDoing } from '../components/homework-doing';
import { PageLoadError, PageSkeleton } from '../components/page-state';
import { editableTasks, idFrom } from '../lib/submission-rules';
import '../i18n';

const route = getRouteApi(paths.homeworkWorkOnBugs);

/**
 * Spec 2 §2 /homework/{homeworkId}/work-on-bugs: opens the tasks that were not fully right (once;
 * a reload finds them open already) and lets the student redo only those and hand in again.
 */
export function WorkOnBugsPage() {
  const { t } = useTranslation();
  const { homeworkId } = route.useParams();
  const id = idFrom(homeworkId) ?? 0;
  const user = useUser();
  const query = useHomeworkDetail(id);
  const open = useWorkOnBugs(id);
  const asked = useRef(false);
  const detail = query.data;
  const tasks = detail ? editableTasks(detail) : [];
  const needsOpening = detail !== undefined && tasks.length === 0 && detail.submission.canWorkOnBugs;

  useEffect(() => {
    if (!needsOpening || asked.current) return;
    asked.current = true;
    open.mutate();
  }, [needsOpening, open]);

  if (id === 0) return <Navigate to={paths.notFound} replace />;
  if (query.isError) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (open.isError) return <PageLoadError message="homework.do.workOnBugsFailed" onRetry={() => open.mutate()} />;
  if (!detail || !user || needsOpening) return <PageSkeleton />;
  if (tasks.length === 0) return <Navigate to={paths.homeworkCompleted} params={{ homeworkId }} replace />;
  return (
    <HomeworkDoing
      key={detail.submission.attempt}
      detail={detail}
      userId={user.id}
      tasks={tasks}
      lead={t('homework.do.workOnBugsLead')}
      submitLabel={t('homework.do.resubmit')}
    />
  );
}
