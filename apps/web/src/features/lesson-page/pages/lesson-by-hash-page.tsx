import { getRouteApi } from '@tanstack/react-router';
import { paths } from '../../../shared/config/paths';
import { lessonByHashQuery, useLessonByHash } from '../api/lesson-query';
import { LessonLoadError, LessonSkeleton } from '../components/lesson-load-state';
import { LessonView } from '../components/lesson-view';

const route = getRouteApi(paths.lessonByHash);

/**
 * Spec 3 §2: /lesson/access/{lessonHash}, a lesson opened as a standalone lesson through a shared
 * access link; every watch report says so.
 */
export function LessonByHashPage() {
  const { lessonHash } = route.useParams();
  const lesson = useLessonByHash(lessonHash);
  if (lesson.isError) return <LessonLoadError error={lesson.error} onRetry={() => void lesson.refetch()} />;
  if (!lesson.data) return <LessonSkeleton />;
  return <LessonView lesson={lesson.data} queryKey={lessonByHashQuery(lessonHash).queryKey} viaAccessLink />;
}
