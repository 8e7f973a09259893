/** How long a ban lasts (issue 11): minutes, or null for the rest of the lesson's chat. */
export const BAN_DURATIONS = [
  { value: '5', minutes: 5, label: 'minutes' },
  { value: '30', minutes: 30, label: 'minutes' },
  { value: '60', minutes: 60, label: 'hour' },
  { value: '1440', minutes: 1440, label: 'day' },
  { value: 'end', minutes: null, label: 'toEnd' },
] as const;

export type BanDuration = (typeof BAN_DURATIONS)[number]['value'];

export const minutesOf = (value: BanDuration): number | null =>
  BAN_DURATIONS.find((duration) => duration.value === value)?.minutes ?? null;
