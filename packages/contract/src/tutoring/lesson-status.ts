/**
 * Tutoring lesson statuses (spec 2 §4 "Lesson schedule values"; spec 2 leaves the transitions
 * unshown — this table is ours, docs/tutor-and-manager.md). One pure module: the server enforces
 * it, the web offers only the moves it allows.
 */
export const TUTORING_LESSON_STATUSES = [
  'SCHEDULED',
  'RESCHEDULED',
  'PASSED',
  'CANCELED_CLIENT_NO_WRITEOFF',
  'CANCELED_CLIENT_WRITEOFF',
  'CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR',
  'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR',
  'CANCELED_TUTOR_NO_WRITEOFF_FREE',
  'CANCELED_TUTOR_NO_WRITEOFF',
  'CANCELED_TUTOR_TECHNICAL',
  'CANCELED_TUTOR_FREEZE',
  'PREVIEW',
] as const;
export type TutoringLessonStatus = (typeof TUTORING_LESSON_STATUSES)[number];

export const TUTORING_LESSON_KINDS = ['ONCE_PAYED', 'ONCE_FREE', 'REGULAR'] as const;
export type TutoringLessonKind = (typeof TUTORING_LESSON_KINDS)[number];

export const RECURRENCES = ['ONCE', 'REGULAR'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const SCHEDULE_STATES = ['ACTIVE', 'CANCELED', 'RESTORED'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** Who moves a lesson: the tutor marks what happened; the manager passes on a client's cancellation. */
export type StatusActor = 'tutor' | 'manager';

/** Lessons still to happen (they hold the tutor's and the client's hour). */
export const UPCOMING_STATUSES = [
  'SCHEDULED',
  'RESCHEDULED',
  'PREVIEW',
] as const satisfies readonly TutoringLessonStatus[];
export const isUpcoming = (status: string) => (UPCOMING_STATUSES as readonly string[]).includes(status);

/** A client's cancellation passed on by the manager waits for the tutor's word on the write-off. */
const WAITING = ['CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR', 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR'] as const;

/** What the tutor may set on a lesson still to happen. */
const TUTOR_OUTCOMES: readonly TutoringLessonStatus[] = [
  'PASSED',
  'CANCELED_CLIENT_NO_WRITEOFF',
  'CANCELED_CLIENT_WRITEOFF',
  'CANCELED_TUTOR_NO_WRITEOFF_FREE',
  'CANCELED_TUTOR_NO_WRITEOFF',
  'CANCELED_TUTOR_TECHNICAL',
  'CANCELED_TUTOR_FREEZE',
];

/** The transition table: from → to, by actor. Everything else is refused. */
export function allowedTransitions(from: TutoringLessonStatus, actor: StatusActor): TutoringLessonStatus[] {
  if (isUpcoming(from)) {
    return actor === 'tutor' ? [...TUTOR_OUTCOMES] : [...WAITING];
  }
  if ((WAITING as readonly string[]).includes(from)) {
    // The tutor settles the write-off; either answer is theirs (a late cancellation costs the lesson).
    return actor === 'tutor' ? ['CANCELED_CLIENT_NO_WRITEOFF', 'CANCELED_CLIENT_WRITEOFF'] : [];
  }
  return [];
}

export const canTransition = (from: TutoringLessonStatus, to: TutoringLessonStatus, actor: StatusActor) =>
  allowedTransitions(from, actor).includes(to);

/** Statuses that cost the client a paid lesson (for paid kinds): it happened, or was cancelled too late. */
const WRITE_OFF_STATUSES: readonly TutoringLessonStatus[] = ['PASSED', 'CANCELED_CLIENT_WRITEOFF'];

/** Whether a lesson in this status consumes one of the client's paid individual lessons. */
export function writesOff(kind: TutoringLessonKind, status: TutoringLessonStatus): boolean {
  return kind !== 'ONCE_FREE' && WRITE_OFF_STATUSES.includes(status);
}

/** The status a new lesson starts in: a free one-off is a trial (PREVIEW), the rest SCHEDULED. */
export const initialStatus = (kind: TutoringLessonKind): TutoringLessonStatus =>
  kind === 'ONCE_FREE' ? 'PREVIEW' : 'SCHEDULED';

/** Statuses only reachable once the lesson has started (it cannot have passed before it began). */
export const needsStarted = (to: TutoringLessonStatus) => to === 'PASSED';

/** Russian labels for the manager's and tutor's screens. */
export const LESSON_STATUS_LABELS: Record<TutoringLessonStatus, string> = {
  SCHEDULED: 'Запланирован',
  RESCHEDULED: 'Перенесён',
  PASSED: 'Проведён',
  CANCELED_CLIENT_NO_WRITEOFF: 'Отменён клиентом, без списания',
  CANCELED_CLIENT_WRITEOFF: 'Отменён клиентом, со списанием',
  CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR: 'Отменён клиентом, без списания — ждёт репетитора',
  CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR: 'Отменён клиентом, со списанием — ждёт репетитора',
  CANCELED_TUTOR_NO_WRITEOFF_FREE: 'Отменён репетитором, бесплатно',
  CANCELED_TUTOR_NO_WRITEOFF: 'Отменён репетитором, без списания',
  CANCELED_TUTOR_TECHNICAL: 'Отменён: технические причины',
  CANCELED_TUTOR_FREEZE: 'Отменён: заморозка',
  PREVIEW: 'Пробный',
};
