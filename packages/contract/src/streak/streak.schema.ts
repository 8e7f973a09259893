import { z } from '../zod.js';

/** Spec 1 §3 student activity day statuses, plus `frozen`: a missed day a streak freeze covered. */
export const STREAK_DAY_STATUSES = ['earned', 'not_earned', 'in_progress', 'frozen'] as const;
export type StreakDayStatus = (typeof STREAK_DAY_STATUSES)[number];

/** The three ways to earn a day (spec 1 §2 modal): a lesson, five homework tasks, five memory cards. */
export const STREAK_ACTIVITY_KINDS = ['lesson', 'homework_task', 'memory_card'] as const;
export type StreakActivityKind = (typeof STREAK_ACTIVITY_KINDS)[number];

/** At most this many freezes held at once (issue 9, like Duolingo). */
export const STREAK_FREEZE_LIMIT = 2;

/** Spec 1 §3 student activity, with the freezes and today's progress this platform adds. */
export const DailyStrikeSchema = z.object({
  strikeDays: z.number().int(),
  weekStatuses: z.array(
    z.object({
      date: z.string(),
      status: z.enum(STREAK_DAY_STATUSES),
    }),
  ),
  nextReward: z.object({
    umcoins: z.number().int(),
    medals: z.number().int(),
    strikeDays: z.number().int(),
  }),
  todayEarned: z.boolean(),
  /** How far today is towards a day, per activity: done of needed. */
  todayProgress: z.array(
    z.object({
      kind: z.enum(STREAK_ACTIVITY_KINDS),
      done: z.number().int(),
      needed: z.number().int(),
    }),
  ),
  freezes: z.number().int(),
  freezeLimit: z.number().int(),
  freezePrice: z.number().int(),
  timeZone: z.string(),
});
export type DailyStrike = z.infer<typeof DailyStrikeSchema>;

/** An IANA zone the platform's Intl knows (Europe/Moscow, Asia/Almaty, ...). */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.includes('/') || zone === 'UTC';
    } catch {
      return false;
    }
  }, 'Неизвестный часовой пояс.');
