import type { BookingBody, Recurrence, TutoringLessonKind, WeeklySlot } from '@school/contract';

/** The booking form's choices before a hold is asked for. */
export interface BookingDraft {
  tutorId: number | null;
  slots: WeeklySlot[];
  recurrence: Recurrence;
  /** For a one-off lesson: paid or a free trial; a weekly schedule is always REGULAR. */
  onceKind: Extract<TutoringLessonKind, 'ONCE_PAYED' | 'ONCE_FREE'>;
  /** yyyy-mm-dd, or '' for "from now". */
  startDate: string;
}

/** BookingBodySchema allows 1–7 weekly hours. */
export const MAX_BOOKING_SLOTS = 7;

export const emptyDraft = (tutorId: number | null): BookingDraft => ({
  tutorId,
  slots: [],
  recurrence: 'REGULAR',
  onceKind: 'ONCE_PAYED',
  startDate: '',
});

/** The hold request, or null while the draft is not complete. */
export function toBookingBody(clientId: number, draft: BookingDraft): BookingBody | null {
  if (draft.tutorId === null || draft.slots.length === 0 || draft.slots.length > MAX_BOOKING_SLOTS) return null;
  return {
    clientId,
    tutorId: draft.tutorId,
    slots: draft.slots,
    recurrence: draft.recurrence,
    kind: draft.recurrence === 'REGULAR' ? 'REGULAR' : draft.onceKind,
    ...(draft.startDate ? { startDate: draft.startDate } : {}),
  };
}

/** Whole seconds left of a hold (never below zero). */
export function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / 1000));
}

/** "9:05" */
export const mmss = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
