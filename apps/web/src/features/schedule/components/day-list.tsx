import { Stack } from '@mantine/core';
import type { TimetableItem as Item } from '../lib/calendar';
import { itemKey, TimetableItem } from './timetable-item';

/** Spec 2 §2 day sheet: that day's items in time order. */
export function DayList({ items }: { items: Item[] }) {
  return (
    <Stack gap="sm" maw={720}>
      {items.map((item) => (
        <TimetableItem key={itemKey(item)} item={item} variant="card" />
      ))}
    </Stack>
  );
}
