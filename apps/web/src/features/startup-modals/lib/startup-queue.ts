import type { SystemModals, UserStatuses } from '@school/contract';

/** Spec 3 §4 start-up modals, in the order they are shown. */
export const STARTUP_MODALS = ['personalData', 'phone', 'social', 'levelDrop'] as const;
export type StartupModal = (typeof STARTUP_MODALS)[number];

export interface QueueInput {
  modals: SystemModals;
  statuses: UserStatuses;
  /** Flag documents-in-profile. */
  documentsInProfile: boolean;
}

/** Which modals are due, in spec 3 §4 order. */
export function dueModals({ modals, statuses, documentsInProfile }: QueueInput): StartupModal[] {
  const due: StartupModal[] = [];
  if (documentsInProfile && modals.personalDataStatus !== null) due.push('personalData');
  const asked = modals.needModals && statuses.hasChosenGoals;
  if (asked && !modals.isPhoneConfirmed) due.push('phone');
  if (asked && !modals.isSocialAccountConfirmed) due.push('social');
  if (!statuses.viewedDropLevel) due.push('levelDrop');
  return due;
}

/**
 * The modal to show now, or null. `closed` are the modals the student put off this session;
 * `stopped` is true after a mandatory (Force) personal-data modal: the queue stops there and
 * starts again on the next route (spec 3 §4 "restarts later").
 */
export function nextModal(input: QueueInput, closed: ReadonlySet<StartupModal>, stopped: boolean): StartupModal | null {
  if (stopped) return null;
  return dueModals(input).find((modal) => !closed.has(modal)) ?? null;
}

/** Spec 3 §4: with status Force the personal-data modal cannot be put off. */
export const isMandatory = (modal: StartupModal, modals: SystemModals): boolean =>
  modal === 'personalData' && modals.personalDataStatus === 'Force';
