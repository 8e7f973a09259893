import { getRouteApi } from '@tanstack/react-router';
import { lessonByIdQuery, useLessonById } from '../api/lesson-query';
import { LessonLoadError, LessonSkeleton } from '../components/lesson-load-state';
import { LessonView } from '../components/lesson-view';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';

const route = getRouteApi(paths.lesson);

/** Spec 3 §2: /lesson/{lessonId}, the lesson opened by its id. */
export function LessonPage() {
  const { lessonId } = route.useParams();
  const id = /^\d{1,9}$/.test(lessonId) ? Number(lessonId) : NaN;
  const lesson = useLessonById(id);
  if (Number.isNaN(id)) return <LessonLoadError error={new ApiError(404, [])} onRetry={() => undefined} />;
  if (lesson.isError) return <LessonLoadError error={lesson.error} onRetry={() => void lesson.refetch()} />;
  if (!lesson.data) return <LessonSkeleton />;
  return <LessonView lesson={lesson.data} queryKey={lessonByIdQuery(id).queryKey} viaAccessLink={false} />;
}
