/** A video's length in whole minutes, at least one; null when the length is unknown. */
export const videoMinutes = (seconds: number | null): number | null =>
  seconds === null ? null : Math.max(1, Math.round(seconds / 60));
