import { isUpcoming, type TimetableLesson } from '@school/contract';
import { isInLiveWindow } from '../../../shared/lessons/card-rules';

type Individual = NonNullable<TimetableLesson['individual']>;

/**
 * Spec 2 §4 individual lessons: 'Connect' shows when live or within 10 minutes of the start,
 * unviewed (not yet held or cancelled), with a call link.
 */
export function showsConnect(lesson: TimetableLesson, individual: Individual, now: Date): boolean {
  if (lesson.isViewed || !individual.callUrl || !isUpcoming(individual.status)) return false;
  const start = new Date(lesson.startDatetime).getTime();
  const durationMinutes = Math.max(0, (new Date(individual.endsAt).getTime() - start) / 60_000);
  return isInLiveWindow({ startDatetime: lesson.startDatetime, durationMinutes, isLive: lesson.isLive }, now);
}
