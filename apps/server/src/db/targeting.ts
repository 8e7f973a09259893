import { and, eq, gt, isNull, lte, or, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * What a student sees of targeted content (global modals, banners; docs/staff-engagement.md):
 * a schedule window and an audience, each part open when left empty.
 */

/** Inside its window at `now`: started (or no start) and not yet ended (or no end; the end is exclusive). */
export const insideWindow = (startsAt: Column, endsAt: Column, now: Date): SQL =>
  and(or(isNull(startsAt), lte(startsAt, now)), or(isNull(endsAt), gt(endsAt, now)))!;

/** A one-value target: null aims at everyone; a viewer without the value sees only what aims at everyone. */
export const aimedAt = (column: Column, value: string | number | null): SQL =>
  or(isNull(column), value === null ? sql`false` : eq(column, value))!;

/** A list target: empty aims at everyone; otherwise the viewer's value is in it (a viewer without one sees only the former). */
export const aimedAtOneOf = (column: Column, value: string | number | null): SQL =>
  value === null ? sql`cardinality(${column}) = 0` : sql`(cardinality(${column}) = 0 or ${value} = any(${column}))`;
