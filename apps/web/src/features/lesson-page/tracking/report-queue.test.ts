import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonView } from '@school/contract';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { PendingReports } from './pending-reports';
import { ReportQueue, RETRY_FIRST_MS, type ReportQueueOptions, type ReportTimers } from './report-queue';

/** Timers the test fires by hand, with the delay each was set for. */
function manualTimers() {
  const scheduled: { callback: () => void; ms: number }[] = [];
  const timers: ReportTimers = {
    setTimeout: (callback, ms) => scheduled.push({ callback, ms }) - 1,
    clearTimeout: (handle) => {
      scheduled[handle as number] = { callback: () => undefined, ms: -1 };
    },
  };
  /** Fires the latest timer: its retry starts. */
  const fire = () => scheduled.at(-1)!.callback();
  return { timers, scheduled, fire };
}

const failure = (status: number) => new ApiError(status, [{ attr: null, detail: 'Ошибка', code: 'x' }]);
const view = (seconds: number): LessonView => ({ viewedOffline: seconds, viewedOnline: 0 });

let storage: PendingReports;
beforeEach(() => {
  localStorage.clear();
  storage = new PendingReports(localStorage);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

type Send = ReportQueueOptions['send'];

function queue(send: Send, userId = 1) {
  const clock = manualTimers();
  const onView = vi.fn();
  const reports = new ReportQueue({ userId, send, onView, pending: storage, timers: clock.timers });
  return { reports, onView, ...clock };
}

describe('watch-time reports are not lost (issue 8; spec 3 §7)', () => {
  it('keeps a report the server failed (500) and sends it again with back-off until it is taken', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(failure(500))
      .mockRejectedValueOnce(failure(503))
      .mockResolvedValueOnce(view(300));
    const { reports, onView, scheduled, fire } = queue(send);
    await expect(reports.send({ lesson: 42, time: 300, viaAccessLink: false }, false)).rejects.toThrow();
    expect(storage.list()).toEqual([{ userId: 1, lesson: 42, viaAccessLink: false, time: 300 }]);
    expect(scheduled.map((timer) => timer.ms)).toEqual([RETRY_FIRST_MS]);
    fire();
    await vi.waitFor(() => expect(scheduled).toHaveLength(2));
    expect(scheduled[1]!.ms).toBe(2 * RETRY_FIRST_MS);
    expect(storage.list()).toHaveLength(1);
    fire();
    await vi.waitFor(() => expect(onView).toHaveBeenCalledWith(42, view(300)));
    expect(send).toHaveBeenLastCalledWith({ lesson: 42, time: 300, viaAccessLink: false }, false);
    expect(storage.list()).toEqual([]);
  });

  it('keeps one without an answer (offline), adding up the time of the same lesson', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new NetworkError('Сервер не отвечает'));
    const { reports } = queue(send);
    await reports.send({ lesson: 42, time: 300, viaAccessLink: false }, false).catch(() => undefined);
    await reports.send({ lesson: 42, time: 120, viaAccessLink: false }, true).catch(() => undefined);
    expect(storage.list()).toEqual([{ userId: 1, lesson: 42, viaAccessLink: false, time: 420 }]);
  });

  it('drops one the server refused for good (a 4xx): sending it again would not help', async () => {
    const send = vi.fn<Send>().mockRejectedValue(failure(403));
    const { reports, scheduled } = queue(send);
    await reports.send({ lesson: 42, time: 300, viaAccessLink: false }, false).catch(() => undefined);
    expect(storage.list()).toEqual([]);
    expect(scheduled).toHaveLength(0);
  });

  it('sends what a page left before a reload, only the signed-in student’s', async () => {
    storage.add({ userId: 1, lesson: 42, viaAccessLink: false, time: 300 });
    storage.add({ userId: 2, lesson: 43, viaAccessLink: true, time: 60 });
    const send = vi.fn<Send>().mockResolvedValue(view(300));
    const { reports, onView } = queue(send);
    reports.start();
    await vi.waitFor(() => expect(onView).toHaveBeenCalledWith(42, view(300)));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ lesson: 42, time: 300, viaAccessLink: false }, false);
    expect(storage.list()).toEqual([{ userId: 2, lesson: 43, viaAccessLink: true, time: 60 }]);
  });
});
