/** Flags the shell reads (spec 3 §2, §6). The referral flag's exact name is not given by the spec. */
export const SHELL_FLAGS = {
  scheduleSlots: 'schedule-slots',
  referral: 'referral-program',
  collectingPoints: 'collecting-points',
} as const;
