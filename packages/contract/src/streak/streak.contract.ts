import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { DailyStrikeSchema, TimeZoneSchema } from './streak.schema.js';

const tag = 'streak';
const STUDENT = ['STUDENT_ROLE'] as const;

export const streakContract = {
  dailyStrike: endpoint({
    method: 'GET',
    path: '/gamification/daily-strike/',
    summary: "The student's streak: days in a row, this week's days, the next reward and the freezes held",
    tag,
    roles: STUDENT,
    response: DailyStrikeSchema,
  }),
  buyFreeze: endpoint({
    method: 'POST',
    path: '/gamification/daily-strike/freezes/',
    summary: 'Buys one streak freeze with umcoins (at most two held); answers the streak after buying',
    tag,
    roles: STUDENT,
    status: 201,
    response: DailyStrikeSchema,
  }),
  setTimeZone: endpoint({
    method: 'PATCH',
    path: '/gamification/daily-strike/time-zone/',
    summary: "Sets the time zone whose midnight ends the student's streak day",
    tag,
    roles: STUDENT,
    body: z.object({ timeZone: TimeZoneSchema }),
    response: DailyStrikeSchema,
  }),
};
