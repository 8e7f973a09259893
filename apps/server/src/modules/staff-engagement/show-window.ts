import { fieldError } from '../../plugins/errors.js';

/** An input date as its column takes it: undefined leaves the column as it is, null clears it. */
export const dateColumn = (value: string | null | undefined) =>
  value === undefined ? undefined : value ? new Date(value) : null;

/** The dates an edit leaves: the new ones where given, the stored ones otherwise. */
export const windowAfter = <T>(input: T | undefined, stored: T) => (input === undefined ? stored : input);

/** A show window ends after it starts (modals and banners alike); either end may be open. */
export function checkWindow(from: Date | null | undefined, to: Date | null | undefined, endAttr: string) {
  if (from && to && to <= from) throw fieldError(endAttr, 'Конец показа должен быть позже начала.', 'invalid');
}
