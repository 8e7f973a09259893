import type { TimetableItem as Item } from '../lib/calendar';
import { HomeworkItem } from './homework-item';
import type { ItemVariant } from './item-variant';
import { IndividualLessonItem } from './individual-lesson-item';
import { LessonItem } from './lesson-item';

// A tutoring lesson's id is of its own table (issue 12): it may equal a course lesson's.
export const itemKey = (item: Item) =>
  `${item.kind === 'lesson' && item.individual ? 'tutoring' : item.kind}-${item.id}`;

export function TimetableItem({ item, variant }: { item: Item; variant: ItemVariant }) {
  if (item.kind === 'lesson' && item.individual)
    return <IndividualLessonItem lesson={item} individual={item.individual} variant={variant} />;
  return item.kind === 'lesson' ? (
    <LessonItem lesson={item} variant={variant} />
  ) : (
    <HomeworkItem homework={item} variant={variant} />
  );
}
