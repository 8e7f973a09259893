import type { Tx } from '../../db/client.js';
import { addDays, daysBetween, type IsoDate } from './streak-dates.js';
import { SETTLE_HORIZON_DAYS } from './streak-rules.js';
import * as repo from './streak.repo.js';

/**
 * Judges the dates before `today` not judged yet (docs/streak.md "Freezes"): a missed date while a
 * streak is alive takes a freeze if one is held (the date shows as frozen), else the streak is over.
 * Each date is judged once, so a freeze bought later never mends a streak already lost. The state
 * row must be locked by the caller. Answers the state after judging.
 */
export async function settle(tx: Tx, state: repo.StreakState, today: IsoDate): Promise<repo.StreakState> {
  const through = addDays(today, -1);
  if (!state.settledThrough) {
    await repo.updateState(tx, state.studentId, { settledThrough: through });
    return { ...state, settledThrough: through };
  }
  if (state.settledThrough >= through) return state;
  let from = addDays(state.settledThrough, 1);
  if (daysBetween(from, through) > SETTLE_HORIZON_DAYS) from = addDays(through, -SETTLE_HORIZON_DAYS);
  const days = await repo.daysBetween(tx, state.studentId, addDays(from, -1), through);
  let alive = days.has(addDays(from, -1));
  let freezes = state.freezes;
  for (let date = from; date <= through; date = addDays(date, 1)) {
    if (days.has(date)) alive = true;
    else if (alive && freezes > 0) {
      await repo.insertDay(tx, state.studentId, date, 'frozen');
      freezes -= 1;
    } else alive = false;
  }
  await repo.updateState(tx, state.studentId, { settledThrough: through, freezes });
  return { ...state, settledThrough: through, freezes };
}
