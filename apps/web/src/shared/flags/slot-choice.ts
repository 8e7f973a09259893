/** Spec 1 §1: flag values that select the default (on) slot. */
export const ON_VALUES: ReadonlySet<string> = new Set(['default', '1', 'true', 'enabled', 'on']);
/** Spec 1 §1: flag values that select the off slot. */
export const OFF_VALUES: ReadonlySet<string> = new Set(['0', 'false', 'disabled', 'off', 'null']);

export type SlotChoice = { kind: 'on' } | { kind: 'off' } | { kind: 'named'; key: string } | { kind: 'none' };

/** A flag value as a slot key: strings as they are, true/false/1/0/null as their text; objects have none. */
export function slotKey(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  return null;
}

/**
 * Which slot a flag value selects (spec 1 §1). Named slots win when their key matches; then the
 * on and off values; anything else selects nothing (the caller shows a 1-pixel placeholder).
 */
export function chooseSlot(value: unknown, named: readonly string[] = []): SlotChoice {
  const key = slotKey(value);
  if (key === null) return { kind: 'none' };
  if (named.includes(key)) return { kind: 'named', key };
  if (ON_VALUES.has(key)) return { kind: 'on' };
  if (OFF_VALUES.has(key)) return { kind: 'off' };
  return { kind: 'none' };
}
