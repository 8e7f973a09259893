import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail, LessonView } from '@school/contract';
import { analytics } from '../../../shared/analytics/analytics';
import { LESSON_QUERY_ROOTS } from '../../../shared/lessons/lesson-query-keys';
import type { LessonQueryKey } from '../api/lesson-query';
import { submitWatchTime } from '../api/watch-calls';
import { emitModalAction } from '../../../shared/modal-events/modal-events';
import { isLiveAt } from '../../../shared/lessons/card-rules';
import { useUser } from '../../../shared/session/session-store';
import { documentVisibility, minSubmitSeconds } from './device';
import { ReportQueue } from './report-queue';
import { WatchTracker } from './watch-tracker';

export const WATCHED_30_MINUTES_EVENT = 'webinar watched 30 minutes';

export interface PlaybackHandlers {
  onPlay(): void;
  onPause(): void;
}

interface Options {
  lesson: LessonDetail;
  queryKey: LessonQueryKey;
  viaAccessLink: boolean;
  /** Only students' watching is reported (the submission endpoint is theirs). */
  enabled: boolean;
  /** The playing media element, read on every check. */
  media: () => HTMLMediaElement | null;
}

/**
 * Binds a WatchTracker to the page (spec 3 §4): the player's play/pause drive it, the tab's
 * visibility and leaving the page (pagehide, unmount) report, and each answer's view is merged
 * into the lesson in the query cache. Reports go through a ReportQueue, which keeps and retries
 * those the server could not take (issue 8), and sends what an earlier page left.
 */
export function useWatchTracker({ lesson, queryKey, viaAccessLink, enabled, media }: Options): PlaybackHandlers {
  const queryClient = useQueryClient();
  const userId = useUser()?.id ?? 0;
  const latest = useRef({ lesson, media });
  latest.current = { lesson, media };
  const trackerRef = useRef<WatchTracker | null>(null);
  const lessonId = lesson.id;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled || !userId) return;
    const key = JSON.parse(keyText) as LessonQueryKey;
    const mergeView = (view: LessonView) => {
      // Lists, cards and subjects show this lesson's progress: they refetch when next shown.
      for (const root of LESSON_QUERY_ROOTS)
        void queryClient.invalidateQueries({ queryKey: root, refetchType: 'none' });
      queryClient.setQueryData<LessonDetail>(key, (current) => (current ? { ...current, view } : current));
    };
    let done = latest.current.lesson.viewed;
    const queue = new ReportQueue({
      userId,
      send: async (report, keepalive) => {
        const view = await submitWatchTime(report.lesson, report.time, report.viaAccessLink, keepalive);
        // Issue 13: the report that makes this lesson viewed is the lesson done (docs/modals-and-polls.md).
        if (view.viewed && !done && report.lesson === lessonId) {
          done = true;
          emitModalAction('LESSON_DONE', lessonId);
        }
        return view;
      },
      onView: (lesson, view) => {
        if (lesson === lessonId) mergeView(view);
        else for (const root of LESSON_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: root });
      },
    });
    const tracker = new WatchTracker({
      position: () => latest.current.media()?.currentTime ?? 0,
      duration: () => {
        const length = latest.current.media()?.duration;
        return length && Number.isFinite(length) ? length : latest.current.lesson.videoLength;
      },
      isLive: () => isLiveAt(latest.current.lesson, new Date()),
      minSubmitSeconds: minSubmitSeconds(),
      submit: (seconds, { keepalive }) => queue.send({ lesson: lessonId, time: seconds, viaAccessLink }, keepalive),
      onView: mergeView,
      onWatched30Minutes: () => void analytics.track(WATCHED_30_MINUTES_EVENT, { lessonId }),
      visibility: documentVisibility,
    });
    tracker.start();
    queue.start();
    trackerRef.current = tracker;
    const onPageHide = () => tracker.leave();
    const onOnline = () => queue.retryNow();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      tracker.dispose();
      queue.dispose();
      trackerRef.current = null;
    };
  }, [enabled, userId, lessonId, viaAccessLink, keyText, queryClient]);

  return useMemo(
    () => ({
      onPlay: () => trackerRef.current?.play(),
      onPause: () => trackerRef.current?.pause(),
    }),
    [],
  );
}
