import type { AssignInput } from '@school/contract';
import { TIMER_MAX_MINUTES } from './work-draft';
import { zonedInputToIso } from './zoned-input';

export interface AssignForm {
  client: number | null;
  work: number | null;
  /** datetime-local in the school's zone. */
  deadline: string;
  withTimer: boolean;
  minutes: number | null;
}

export type AssignErrors = Partial<Record<'client' | 'work' | 'deadline' | 'minutes', string>>;

/** What keeps the work from being given, as i18n keys; the deadline must be ahead (the server says so too). */
export function assignErrors(form: AssignForm, timeZone: string, now: Date): AssignErrors {
  const errors: AssignErrors = {};
  if (form.client === null) errors.client = 'personalWorks.assign.clientRequired';
  if (form.work === null) errors.work = 'personalWorks.assign.workRequired';
  const deadline = zonedInputToIso(form.deadline, timeZone);
  if (deadline === null) errors.deadline = 'personalWorks.assign.deadlineRequired';
  else if (new Date(deadline).getTime() <= now.getTime()) errors.deadline = 'personalWorks.assign.deadlinePast';
  const minutes = form.minutes;
  if (form.withTimer && (minutes === null || !Number.isInteger(minutes) || minutes < 1 || minutes > TIMER_MAX_MINUTES))
    errors.minutes = 'personalWorks.editor.timerRange';
  return errors;
}

/** POST /tutor/submissions/ (call only when `assignErrors` is empty): no timer is an explicit null. */
export const toAssignInput = (form: AssignForm, timeZone: string): AssignInput => ({
  selfStudy: form.work ?? 0,
  client: form.client ?? 0,
  deadline: zonedInputToIso(form.deadline, timeZone) ?? '',
  timeLimitMinutes: form.withTimer ? form.minutes : null,
});
