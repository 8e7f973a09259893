import { z } from '../zod.js';
import { IdParam, IdSchema, isoDay } from '../common.js';
import { RECURRENCES, SCHEDULE_STATES, TUTORING_LESSON_KINDS, TUTORING_LESSON_STATUSES } from './lesson-status.js';

/** One hour of the week in its owner's time zone (slot-rules.ts): ISO weekday 1–7, hour 0–23. */
export const WeeklySlotSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  hour: z.number().int().min(0).max(23),
});
export type WeeklySlotDto = z.infer<typeof WeeklySlotSchema>;

/** A week has 168 hours: no grid holds more. */
const SlotList = z.array(WeeklySlotSchema).max(168);
const WeekdayList = z.array(z.number().int().min(1).max(7)).max(7);

export const TutoringLessonStatusSchema = z.enum(TUTORING_LESSON_STATUSES);
export const TutoringLessonKindSchema = z.enum(TUTORING_LESSON_KINDS);
export const RecurrenceSchema = z.enum(RECURRENCES);
export const ScheduleStateSchema = z.enum(SCHEDULE_STATES);

/** A slot of the grid and what holds it now (manager's view of a tutor or client). */
export const BusySlotSchema = WeeklySlotSchema.extend({
  /** schedule: a weekly booked hour; hold: held by an open booking session. */
  reason: z.enum(['schedule', 'hold']),
  scheduleId: z.number().int().nullable(),
  /** The other side's name ("Фамилия Имя"): the client for a tutor's grid, the tutor for a client's. */
  withName: z.string().nullable(),
});

/** `GET|PUT /tutor/slots/`: the tutor's weekly availability in their own time zone. */
export const TutorSlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(WeeklySlotSchema),
  /** Days the tutor marked for double lessons. */
  doubleLessonDays: z.array(z.number().int()),
  /** Days a booked schedule makes double (two hours in a row): they are double whatever is marked. */
  bookedDoubleLessonDays: z.array(z.number().int()),
  /** Hours booked by active schedules: they cannot be taken out of the grid. */
  booked: z.array(WeeklySlotSchema),
  primeSlots: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TutorSlots = z.infer<typeof TutorSlotsSchema>;

export const TutorSlotsBodySchema = z.object({
  slots: SlotList,
  doubleLessonDays: WeekdayList.default([]),
});
export type TutorSlotsBody = z.infer<typeof TutorSlotsBodySchema>;

/** `GET|PUT /manager/clients/{id}/slots/`: when a client can study, in the client's time zone. */
export const ClientSlotsSchema = z.object({
  clientId: z.number().int(),
  timeZone: z.string(),
  slots: z.array(WeeklySlotSchema),
  busy: z.array(BusySlotSchema),
  updatedAt: z.string().nullable(),
});
export type ClientSlots = z.infer<typeof ClientSlotsSchema>;

export const ClientSlotsBodySchema = z.object({ slots: SlotList });
export type ClientSlotsBody = z.infer<typeof ClientSlotsBodySchema>;

const PersonSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** One tutoring lesson (one hour, spec 2 §4 values). */
export const TutoringLessonSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  tutor: PersonSchema,
  client: PersonSchema,
  /** The tutor's client id (`/clients/{id}`), null when the pair has no client row any more. */
  tutorClientId: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  kind: TutoringLessonKindSchema,
  status: TutoringLessonStatusSchema,
  reason: z.string(),
  writtenOff: z.boolean(),
  callUrl: z.string(),
});
export type TutoringLesson = z.infer<typeof TutoringLessonSchema>;

/** Lessons between two instants (at most 120 days apart); `from` defaults to now minus 7 days. */
export const LessonsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Tutor: a client id of `/clients/{id}` (as `client` of `/tutor/submissions/`). */
  client: IdParam.optional(),
  status: TutoringLessonStatusSchema.optional(),
});
export type LessonsQuery = z.infer<typeof LessonsQuerySchema>;

export const LessonStatusBodySchema = z.object({
  status: TutoringLessonStatusSchema,
  reason: z.string().trim().max(500).default(''),
});
export type LessonStatusBody = z.infer<typeof LessonStatusBodySchema>;

export const RescheduleBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
});

/** A booked run of lessons: once or weekly (an RFC 5545 rule, kept as text). */
export const TutoringScheduleSchema = z.object({
  id: z.number().int(),
  tutor: PersonSchema,
  client: PersonSchema,
  kind: TutoringLessonKindSchema,
  recurrence: RecurrenceSchema,
  state: ScheduleStateSchema,
  /** In the tutor's time zone. */
  slots: z.array(WeeklySlotSchema),
  timeZone: z.string(),
  startDate: isoDay(),
  rrule: z.string(),
  callUrl: z.string(),
  nextLessonAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TutoringSchedule = z.infer<typeof TutoringScheduleSchema>;

export const ScheduleStateBodySchema = z.object({ state: z.enum(['CANCELED', 'RESTORED']) });

/** Paid individual lessons of a client: packs bought (of 4 or 8), lessons written off, left. */
export const LessonBalanceSchema = z.object({
  bought: z.number().int(),
  writtenOff: z.number().int(),
  /** Below zero when lessons were taught beyond what was paid. */
  left: z.number().int(),
  /** Upcoming paid lessons already booked. */
  booked: z.number().int(),
});
export type LessonBalance = z.infer<typeof LessonBalanceSchema>;

/** A common free hour of a tutor and a client: in the tutor's zone and in the client's. */
export const FreeSlotSchema = WeeklySlotSchema.extend({
  clientWeekday: z.number().int(),
  clientHour: z.number().int(),
});
export const FreeSlotsSchema = z.object({
  tutorTimeZone: z.string(),
  clientTimeZone: z.string(),
  slots: z.array(FreeSlotSchema),
});
export type FreeSlots = z.infer<typeof FreeSlotsSchema>;

export const BOOKING_HOLD_MINUTES = 10;
export const HORIZON_WEEKS = 8;

/** `POST /manager/bookings/`: hold the tutor's slots for a client (BOOKING_HOLD_MINUTES). */
export const BookingBodySchema = z.object({
  clientId: IdSchema,
  tutorId: IdSchema,
  /** In the tutor's time zone, 1–7 different hours a week. */
  slots: z.array(WeeklySlotSchema).min(1).max(7),
  recurrence: RecurrenceSchema,
  kind: TutoringLessonKindSchema,
  /** The first week (a date in the tutor's zone); the first lesson is the first slot on or after it, in the future. */
  startDate: isoDay().optional(),
});
export type BookingBody = z.infer<typeof BookingBodySchema>;

export const BookingSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  tutorId: z.number().int(),
  status: z.enum(['open', 'confirmed', 'canceled', 'expired']),
  slots: z.array(WeeklySlotSchema),
  recurrence: RecurrenceSchema,
  kind: TutoringLessonKindSchema,
  startDate: isoDay(),
  expiresAt: z.string(),
  /** The lessons the booking makes (or made), in order. */
  lessonStarts: z.array(z.string()),
  scheduleId: z.number().int().nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** The manager's customer card (a student). */
export const ClientCardSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  tutors: z.array(
    PersonSchema.extend({
      tutorClientId: z.number().int(),
      classTypeId: z.number().int(),
      status: z.string(),
      lessonsPerWeek: z.number().int(),
    }),
  ),
  slots: z.array(WeeklySlotSchema),
  schedules: z.array(TutoringScheduleSchema),
  balance: LessonBalanceSchema,
  upcomingLessons: z.array(TutoringLessonSchema),
});
export type ClientCard = z.infer<typeof ClientCardSchema>;

/** The manager's tutor card. */
export const TutorCardSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  timeZone: z.string(),
  subjects: z.array(z.number().int()),
  slots: z.array(WeeklySlotSchema),
  doubleLessonDays: z.array(z.number().int()),
  busy: z.array(BusySlotSchema),
  schedules: z.array(TutoringScheduleSchema),
  clients: z.array(PersonSchema.extend({ tutorClientId: z.number().int(), status: z.string() })),
});
export type TutorCard = z.infer<typeof TutorCardSchema>;
