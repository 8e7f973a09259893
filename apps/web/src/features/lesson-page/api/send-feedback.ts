import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type LessonDetail } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import type { LessonQueryKey } from './lesson-query';

export type FeedbackInput = BodyOf<typeof contract.lessons.feedback>;

/** Sends the lesson feedback (spec 1 §5); the stored score on the lesson follows the answer. */
export function useSendFeedback(lessonId: number, queryKey: LessonQueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackInput) => call(contract.lessons.feedback, { params: { id: lessonId }, body }),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<LessonDetail>(queryKey, (lesson) =>
        lesson ? { ...lesson, feedback: { ...lesson.feedback, score: body.score } } : lesson,
      );
    },
  });
}
