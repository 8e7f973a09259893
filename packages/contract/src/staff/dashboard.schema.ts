import { z } from '../zod.js';
import { RoleSchema } from '../roles.schema.js';

/** The dashboard's period: 7 to 90 days up to today, in the school's time zone (docs/staff-dashboard.md). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export const DashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(90).default(30),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** One calendar day of the school: amounts in minor units of the school's currency. */
export const DashboardDaySchema = z.object({
  date: z.string(),
  activeStudents: z.number().int(),
  lessonsWatched: z.number().int(),
  homeworkSubmitted: z.number().int(),
  homeworkChecked: z.number().int(),
  payments: z.number().int(),
  paymentsAmount: z.number().int(),
  refunds: z.number().int(),
  refundsAmount: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/** A checker's part of the checking queue: what waits in their subjects (every subject for a head curator). */
export const BacklogRowSchema = z.object({
  checker: z.object({ id: z.number().int(), fullName: z.string(), role: RoleSchema }),
  /** How many subjects they check; null: all of them (a head curator). */
  subjects: z.number().int().nullable(),
  waiting: z.number().int(),
  oldestSubmittedAt: z.string().nullable(),
  /** Checks and refusals they made in the period. */
  checkedInPeriod: z.number().int(),
});
export type BacklogRow = z.infer<typeof BacklogRowSchema>;

export const DashboardSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(DashboardDaySchema),
  /** Hand-ins waiting for a person in the whole school (each counted once). */
  waitingTotal: z.number().int(),
  backlog: z.array(BacklogRowSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
