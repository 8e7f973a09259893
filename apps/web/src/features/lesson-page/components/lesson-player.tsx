import { useCallback, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail } from '@school/contract';
import type { LessonQueryKey } from '../api/lesson-query';
import { lessonStage } from '../lib/lesson-stage';
import type { MediaClock } from '../../../shared/player/media-clock';
import { PlayerStage } from './player-stage';
import { CountdownStage, PreparingStage } from './stage-states';

export interface LessonPlayerProps {
  lesson: LessonDetail;
  queryKey: LessonQueryKey;
  viaAccessLink: boolean;
  isStudent: boolean;
  /** Tells the lesson chat's replay where the video is. */
  clock?: MediaClock;
}

/** Where the video goes: the preparing state, the countdown to the start, or the player (spec 3 §2). */
export function LessonPlayer(props: LessonPlayerProps) {
  const { lesson, queryKey } = props;
  const queryClient = useQueryClient();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const onStarted = useCallback(() => {
    rerender();
    // Live or not is the server's to say once the lesson has started.
    void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, queryKey]);

  const stage = lessonStage(lesson, Date.now());
  if (stage.kind === 'preparing') return <PreparingStage startDatetime={lesson.startDatetime} />;
  if (stage.kind === 'countdown') return <CountdownStage startDatetime={lesson.startDatetime} onStarted={onStarted} />;
  return <PlayerStage {...props} />;
}
