import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail, LessonView } from '@school/contract';
import { analytics } from '../../../shared/analytics/analytics';
import { LESSON_QUERY_ROOTS } from '../../../shared/lessons/lesson-query-keys';
import type { LessonQueryKey } from '../api/lesson-query';
import { submitWatchTime } from '../api/watch-calls';
import { documentVisibility, minSubmitSeconds } from './device';
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
 * into the lesson in the query cache.
 */
export function useWatchTracker({ lesson, queryKey, viaAccessLink, enabled, media }: Options): PlaybackHandlers {
  const queryClient = useQueryClient();
  const latest = useRef({ lesson, media });
  latest.current = { lesson, media };
  const trackerRef = useRef<WatchTracker | null>(null);
  const lessonId = lesson.id;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!enabled) return;
    const key = JSON.parse(keyText) as LessonQueryKey;
    const mergeView = (view: LessonView) => {
      // Lists, cards and subjects show this lesson's progress: they refetch when next shown.
      for (const root of LESSON_QUERY_ROOTS)
        void queryClient.invalidateQueries({ queryKey: root, refetchType: 'none' });
      queryClient.setQueryData<LessonDetail>(key, (current) => (current ? { ...current, view } : current));
    };
    const tracker = new WatchTracker({
      position: () => latest.current.media()?.currentTime ?? 0,
      duration: () => {
        const length = latest.current.media()?.duration;
        return length && Number.isFinite(length) ? length : latest.current.lesson.videoLength;
      },
      isLive: () => latest.current.lesson.isLive,
      minSubmitSeconds: minSubmitSeconds(),
      submit: (seconds, { keepalive }) => submitWatchTime(lessonId, seconds, viaAccessLink, keepalive),
      onView: mergeView,
      onWatched30Minutes: () => void analytics.track(WATCHED_30_MINUTES_EVENT, { lessonId }),
      visibility: documentVisibility,
    });
    tracker.start();
    trackerRef.current = tracker;
    const onPageHide = () => tracker.leave();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      tracker.dispose();
      trackerRef.current = null;
    };
  }, [enabled, lessonId, viaAccessLink, keyText, queryClient]);

  return useMemo(
    () => ({
      onPlay: () => trackerRef.current?.play(),
      onPause: () => trackerRef.current?.pause(),
    }),
    [],
  );
}
