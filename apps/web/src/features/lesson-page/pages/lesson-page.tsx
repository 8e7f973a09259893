import { getRouteApi } from '@tanstack/react-router';
import { lessonByIdQuery, useLessonById } from '../api/lesson-query';
import { LessonLoadError, LessonSkeleton } from '../components/lesson-load-state';
import { LessonView } from '../components/lesson-view';
import { ApiError } from '../../../shared/api/api-error';
import type { PageTarget } from '../../../shared/api/page-prefetch';
import { paths } from '../../../shared/config/paths';

const route = getRouteApi(paths.lesson);

const lessonIdOf = (segment: string | undefined) => (segment && /^\d{1,9}$/.test(segment) ? Number(segment) : NaN);

/**
 * Issue 8: the lesson, whose title is the page's largest paint, is asked for as its route loads;
 * the page does not wait for it (PagePrefetch), it shows its skeleton meanwhile.
 */
export function prefetchLessonPage({ params, queryClient }: PageTarget): undefined {
  const id = lessonIdOf(params.lessonId);
  if (id > 0) void queryClient.prefetchQuery(lessonByIdQuery(id));
  return undefined;
}

/** Spec 3 §2: /lesson/{lessonId}, the lesson opened by its id. */
export function LessonPage() {
  const { lessonId } = route.useParams();
  const id = lessonIdOf(lessonId);
  const lesson = useLessonById(id);
  if (Number.isNaN(id)) return <LessonLoadError error={new ApiError(404, [])} onRetry={() => undefined} />;
  if (lesson.isError) return <LessonLoadError error={lesson.error} onRetry={() => void lesson.refetch()} />;
  if (!lesson.data) return <LessonSkeleton />;
  return <LessonView lesson={lesson.data} queryKey={lessonByIdQuery(id).queryKey} viaAccessLink={false} />;
}
