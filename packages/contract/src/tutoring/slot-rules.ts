/**
 * The weekly availability grid and its rules (spec 3 §4, §5, §9: at least 20 slots, at least 12 in
 * prime time; a day with a double lesson needs more than one slot). Pure and without zod: the web
 * grid counts as the tutor clicks, the server refuses the same way (docs/tutor-and-manager.md
 * "Slots, schedules and bookings").
 */

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One hour of a week in its owner's time zone: a lesson is 60 minutes and starts on the hour. */
export interface WeeklySlot {
  weekday: number;
  hour: number;
}

export const MIN_SLOTS = 20;
export const MIN_PRIME_SLOTS = 12;
export const LESSON_MINUTES = 60;

/**
 * Prime time, our definition (spec 3 names it, never defines it): school students study after
 * school — weekdays 15:00–21:00 (slots starting 15…20) and weekends 10:00–18:00 (slots 10…17), in
 * the tutor's own time zone.
 */
export const PRIME_TIME = {
  weekdays: { from: 15, to: 21 },
  weekends: { from: 10, to: 18 },
} as const;

export function isPrimeTime(slot: WeeklySlot): boolean {
  const range = slot.weekday >= 6 ? PRIME_TIME.weekends : PRIME_TIME.weekdays;
  return slot.hour >= range.from && slot.hour < range.to;
}

export const slotKey = (slot: WeeklySlot) => slot.weekday * 100 + slot.hour;

/** The slots once each, by weekday then hour. */
export function normaliseSlots<T extends WeeklySlot>(slots: readonly T[]): T[] {
  const seen = new Map<number, T>();
  for (const slot of slots) seen.set(slotKey(slot), slot);
  return [...seen.values()].sort((a, b) => slotKey(a) - slotKey(b));
}

export interface SlotRuleError {
  code: 'too_few_slots' | 'too_few_prime_slots' | 'double_lesson_day';
  detail: string;
  weekday?: number;
}

export const WEEKDAY_NAMES_RU = ['', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'];

/**
 * What stops the tutor's grid from being saved, in the order the tutor fixes it. `doubleLessonDays`
 * are the days the tutor teaches double lessons (marked by them or forced by a booked schedule with
 * two hours in a row): each needs more than one slot.
 */
export function slotRuleErrors(slots: readonly WeeklySlot[], doubleLessonDays: readonly number[]): SlotRuleError[] {
  const unique = normaliseSlots(slots);
  const errors: SlotRuleError[] = [];
  if (unique.length < MIN_SLOTS) {
    errors.push({
      code: 'too_few_slots',
      detail: `Выберите не меньше ${MIN_SLOTS} слотов, сейчас ${unique.length}`,
    });
  }
  const prime = unique.filter(isPrimeTime).length;
  if (prime < MIN_PRIME_SLOTS) {
    errors.push({
      code: 'too_few_prime_slots',
      detail: `Выберите не меньше ${MIN_PRIME_SLOTS} слотов в прайм-тайм, сейчас ${prime}`,
    });
  }
  for (const weekday of [...new Set(doubleLessonDays)].sort()) {
    const count = unique.filter((slot) => slot.weekday === weekday).length;
    if (count < 2) {
      errors.push({
        code: 'double_lesson_day',
        weekday,
        detail: `В день со сдвоенным уроком (${WEEKDAY_NAMES_RU[weekday]}) нужно больше одного слота, сейчас ${count}`,
      });
    }
  }
  return errors;
}

/** Days on which the given (booked) slots hold two hours in a row: double-lesson days. */
export function daysWithConsecutiveHours(slots: readonly WeeklySlot[]): number[] {
  const keys = new Set(slots.map(slotKey));
  const days = new Set<number>();
  for (const slot of slots) if (keys.has(slotKey(slot) + 1)) days.add(slot.weekday);
  return [...days].sort();
}
