import type { TimetableItem as Item } from '../lib/calendar';
import { HomeworkItem } from './homework-item';
import type { ItemVariant } from './item-variant';
import { LessonItem } from './lesson-item';

export const itemKey = (item: Item) => `${item.kind}-${item.id}`;

export function TimetableItem({ item, variant }: { item: Item; variant: ItemVariant }) {
  return item.kind === 'lesson' ? (
    <LessonItem lesson={item} variant={variant} />
  ) : (
    <HomeworkItem homework={item} variant={variant} />
  );
}
