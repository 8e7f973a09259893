import { useRef, useState } from 'react';
import { Box, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useSubLessons } from '../api/lesson-extras';
import { CONNECT_SUBMISSION_TIME } from '../../../shared/lessons/card-rules';
import { LESSON_QUERY_ROOTS } from '../../../shared/lessons/lesson-query-keys';
import { setVideoLength, submitWatchTime } from '../api/watch-calls';
import { VideoPlayer } from '../../../shared/player/video-player';
import { useWatchTracker } from '../tracking/use-watch-tracker';
import type { LessonPlayerProps } from './lesson-player';
import { SubLessonList } from './sub-lesson-list';
import '../i18n';

/** The player with the lesson's sub-lessons; its watching is tracked for students (spec 3 §4). */
export function PlayerStage({ lesson, queryKey, viaAccessLink, isStudent, clock }: LessonPlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const subLessons = useSubLessons(lesson.id, true).data ?? [];
  const [current, setCurrent] = useState<number | null>(null);
  const media = useRef<HTMLMediaElement | null>(null);
  const lengthReported = useRef(false);
  const tracking = useWatchTracker({
    lesson,
    queryKey,
    viaAccessLink,
    enabled: isStudent,
    media: () => media.current,
  });

  const chosen = subLessons.find((item) => item.id === current) ?? null;
  const url = chosen ? chosen.video : lesson.withoutVideo ? null : lesson.video;

  const mergeLesson = (patch: Partial<LessonDetail>) =>
    queryClient.setQueryData<LessonDetail>(queryKey, (old) => (old ? { ...old, ...patch } : old));

  /** The lesson learns its video's real length from the first student's player that knows it. */
  const onDuration = (seconds: number) => {
    if (chosen || !isStudent || lesson.videoLength !== null || lengthReported.current || seconds < 1) return;
    lengthReported.current = true;
    setVideoLength(lesson.id, Math.round(seconds))
      .then(({ videoLength }) => mergeLesson({ videoLength }))
      .catch((error: unknown) => console.warn('Could not save the video length', error));
  };

  /** Spec 2 §4: joining an individual lesson's call counts as attending it (a 3600 s submission). */
  const connect = () =>
    submitWatchTime(lesson.id, CONNECT_SUBMISSION_TIME, viaAccessLink, true)
      .then((view) => {
        for (const root of LESSON_QUERY_ROOTS)
          void queryClient.invalidateQueries({ queryKey: root, refetchType: 'none' });
        mergeLesson({ view });
      })
      .catch((error: unknown) => console.error('Connect submission failed', error));
  const link =
    lesson.sysCourseType === 'individual' && !chosen
      ? { label: t('lessonPage.player.connect'), onOpen: isStudent && !lesson.viewed ? connect : undefined }
      : undefined;

  return (
    <Stack gap="sm">
      <VideoPlayer
        url={url}
        title={t('lessonPage.player.title', { title: chosen?.title ?? lesson.title })}
        link={link}
        // Spec 2 §4: a lesson meant to have a video whose recording is not there yet: 'record is loading'.
        emptyText={lesson.withoutVideo ? undefined : t('lessonPage.player.recordLoading')}
        onPlay={tracking.onPlay}
        onPause={tracking.onPause}
        onDuration={onDuration}
        onMedia={(element) => {
          media.current = element;
          clock?.attach(element);
        }}
      />
      {subLessons.length > 0 && (
        <Box px={{ base: 'md', sm: 0 }}>
          <SubLessonList subLessons={subLessons} current={chosen?.id ?? null} onChoose={setCurrent} />
        </Box>
      )}
    </Stack>
  );
}
