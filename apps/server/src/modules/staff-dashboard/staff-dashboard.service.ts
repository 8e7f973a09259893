import { sql } from 'drizzle-orm';
import type { BacklogRow, Dashboard, DashboardDay, Role } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { dailyActiveStudents } from '../analytics/analytics.service.js';
import { checkingBacklog, dailyHomework } from '../homework/homework.service.js';
import { dailyLessonsWatched } from '../lessons/lessons.service.js';
import { dailyMoney } from '../payment/payment.service.js';
import { findUserNames, searchUsers } from '../users/users.service.js';

export interface DashboardSettings {
  timeZone: string;
  currency: string;
}

interface Period {
  /** The first day's midnight in the school's zone. */
  from: Date;
  /** Calendar dates of the period, oldest first, today last. */
  dates: string[];
}

/** The period's days in the school's zone, computed by the database so every figure agrees with it. */
async function periodOf(db: Tx, days: number, now: Date, timeZone: string): Promise<Period> {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           (min(d.day) over ())::timestamp at time zone ${timeZone} as "from"
    from generate_series(
      (${now.toISOString()}::timestamptz at time zone ${timeZone})::date - ${days - 1}::int,
      (${now.toISOString()}::timestamptz at time zone ${timeZone})::date,
      interval '1 day'
    ) as d(day)
    order by d.day`);
  const rows = (result as unknown as { rows: { day: string; from: string | Date }[] }).rows;
  return { from: new Date(rows[0]!.from), dates: rows.map((row) => row.day) };
}

const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));

/** The dashboard's figures for the last `days` days (docs/staff-dashboard.md). */
export async function dashboard(
  db: Tx,
  days: number,
  settings: DashboardSettings,
  now = new Date(),
): Promise<Dashboard> {
  const { timeZone, currency } = settings;
  const { from, dates } = await periodOf(db, days, now, timeZone);
  const active = byDay(await dailyActiveStudents(db, from, timeZone));
  const watched = byDay(await dailyLessonsWatched(db, from, timeZone));
  const homework = await dailyHomework(db, from, timeZone);
  const submitted = byDay(homework.submitted);
  const checked = byDay(homework.checked);
  const money = await dailyMoney(db, from, timeZone, currency);
  const paid = byDay(money.payments);
  const refunded = byDay(money.refunds);
  const dayRows: DashboardDay[] = dates.map((date) => ({
    date,
    activeStudents: active.get(date)?.count ?? 0,
    lessonsWatched: watched.get(date)?.count ?? 0,
    homeworkSubmitted: submitted.get(date)?.count ?? 0,
    homeworkChecked: checked.get(date)?.count ?? 0,
    payments: paid.get(date)?.count ?? 0,
    paymentsAmount: paid.get(date)?.amount ?? 0,
    refunds: refunded.get(date)?.count ?? 0,
    refundsAmount: refunded.get(date)?.amount ?? 0,
  }));
  const backlog = await backlogOf(db, now, from);
  return {
    timeZone,
    currency,
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    days: dayRows,
    waitingTotal: backlog.waitingTotal,
    backlog: backlog.rows,
  };
}

/**
 * Checking is not assigned to one person: a hand-in waits for any checker of its subject (docs/homework.md).
 * A checker's backlog is what waits in their subjects; a head curator's is the whole queue.
 */
async function backlogOf(db: Tx, now: Date, from: Date): Promise<{ waitingTotal: number; rows: BacklogRow[] }> {
  const { waiting, checkers, checked } = await checkingBacklog(db, now, from);
  const bySubject = new Map(waiting.map((row) => [row.classTypeId, row]));
  const checkedBy = new Map(checked.map((row) => [row.actorId, row.count]));
  const subjectsOf = new Map<number, number[]>();
  for (const row of checkers) subjectsOf.set(row.userId, [...(subjectsOf.get(row.userId) ?? []), row.classTypeId]);
  const heads = await searchUsers(db, { role: 'HEAD_CURATOR', limit: 100, offset: 0 });
  const people = await findUserNames(db, [...subjectsOf.keys()]);
  const all = [
    ...heads.rows.map((user) => ({ ...user, subjects: null as number[] | null })),
    ...people
      .filter((user) => user.role !== 'HEAD_CURATOR')
      .map((user) => ({ ...user, subjects: subjectsOf.get(user.id) ?? [] })),
  ];
  const oldest = (dates: (Date | null | undefined)[]) => {
    const times = dates.flatMap((date) => (date ? [new Date(date).getTime()] : []));
    return times.length ? new Date(Math.min(...times)).toISOString() : null;
  };
  const rows: BacklogRow[] = all.map((user) => {
    const mine = user.subjects === null ? waiting : user.subjects.flatMap((id) => bySubject.get(id) ?? []);
    return {
      checker: { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), role: user.role as Role },
      subjects: user.subjects === null ? null : user.subjects.length,
      waiting: mine.reduce((sum, row) => sum + row.waiting, 0),
      oldestSubmittedAt: oldest(mine.map((row) => row.oldest)),
      checkedInPeriod: checkedBy.get(user.id) ?? 0,
    };
  });
  rows.sort((a, b) => b.waiting - a.waiting || a.checker.fullName.localeCompare(b.checker.fullName, 'ru'));
  return { waitingTotal: waiting.reduce((sum, row) => sum + row.waiting, 0), rows };
}
