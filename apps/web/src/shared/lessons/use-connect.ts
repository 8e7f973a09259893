import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../api/contract';
import { call } from '../api/client';
import { CONNECT_SUBMISSION_TIME } from './card-rules';
import { LESSON_QUERY_ROOTS } from './lesson-query-keys';

/**
 * Spec 2 §4: an individual lesson's Connect posts a submission of 3600 s (the call link itself
 * opens as a plain link in a new tab, so no popup blocker stands in the way). A failed
 * submission is only logged (spec 2 §8); a recorded one refreshes the lesson lists.
 */
export function useConnectSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) =>
      call(contract.lessons.submission, {
        body: { lesson: lessonId, time: CONNECT_SUBMISSION_TIME, viaAccessLink: false },
      }),
    onSuccess: () => Promise.all(LESSON_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => console.warn('Lesson submission failed', error),
  });
}
