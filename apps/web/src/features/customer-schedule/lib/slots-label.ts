import { normaliseSlots, type WeeklySlot } from '@school/contract';

/** "Пн 18:00, Ср 18:00": a schedule's weekly hours, by day and hour. */
export function slotsLabel(slots: readonly WeeklySlot[], t: (key: string) => string): string {
  return normaliseSlots(slots)
    .map((slot) => `${t(`slots.weekdayShort.${slot.weekday}`)} ${String(slot.hour).padStart(2, '0')}:00`)
    .join(', ');
}
