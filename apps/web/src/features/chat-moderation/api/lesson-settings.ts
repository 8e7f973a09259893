import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ModeratedLesson, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { moderatedLessonsQuery } from '../../../shared/chat-moderation/moderation-queries';

export type SettingsChange = BodyOf<typeof contractType.chat.updateSettings>;

/** Slow mode and pause of one lesson's chat; the list shows the server's answer at once. */
export function useLessonSettings(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      call(contract.chat.updateSettings, { params: { id: lessonId }, body: change }),
    onSuccess: (settings) =>
      queryClient.setQueryData(moderatedLessonsQuery.queryKey, (lessons: ModeratedLesson[] | undefined) =>
        lessons?.map((lesson) =>
          lesson.id === lessonId
            ? { ...lesson, slowModeSeconds: settings.slowModeSeconds, isClosed: settings.isClosed }
            : lesson,
        ),
      ),
  });
}
