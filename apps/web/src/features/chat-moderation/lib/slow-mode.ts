/** Seconds between a student's messages a moderator picks from; switching slow mode on starts at 30. */
export const SLOW_MODE_CHOICES = [10, 30, 60, 120, 300] as const;
export const SLOW_MODE_DEFAULT = 30;

/** The choices, with the lesson's current interval among them when it was set elsewhere. */
export function slowModeOptions(current: number): number[] {
  const choices: number[] = [...SLOW_MODE_CHOICES];
  return current > 0 && !choices.includes(current) ? [...choices, current].sort((a, b) => a - b) : choices;
}
