import { FLAG_NEW_STUDENT_GOALS, SHELL_FLAG_SCHEDULE_SLOTS } from '../../shared/flags/flag-names';

/** Flags the shell reads (spec 3 §2, §6). The referral flag's exact name is not given by the spec. */
export const SHELL_FLAGS = {
  scheduleSlots: SHELL_FLAG_SCHEDULE_SLOTS,
  referral: 'referral-program',
  collectingPoints: 'collecting-points',
  newStudentGoals: FLAG_NEW_STUDENT_GOALS,
} as const;
