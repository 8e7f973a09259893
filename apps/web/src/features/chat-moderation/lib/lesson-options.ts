import type { ChatReport, ModeratedLesson } from '@school/contract';
import type { LessonOption } from '../components/report-filters';

/**
 * The lessons to filter by: the moderator's current lessons, and those of the reports on screen (a
 * report may come from a lesson that is already over), each once.
 */
export function lessonOptions(lessons: ModeratedLesson[] = [], reports: ChatReport[] = []): LessonOption[] {
  const options = new Map<number, string>();
  for (const lesson of lessons) options.set(lesson.id, lesson.title);
  for (const report of reports) if (!options.has(report.lessonId)) options.set(report.lessonId, report.lessonTitle);
  return [...options].map(([id, title]) => ({ id, title }));
}
