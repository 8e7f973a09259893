import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { LessonDetail } from '@school/contract';

/** The lesson player's position, for the chat's replay (spec 3 §4 "Playback history"). */
export interface PlaybackClock {
  /** Seconds into the video; 0 before it plays. */
  position(): number;
  /** Called on every position change, seeks included; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface LessonChatProps {
  lesson: LessonDetail;
  playback: PlaybackClock;
}

/**
 * The lesson chat comes from its own feature in its own chunk; features do not import each other,
 * so the app provides the component and the lesson page only marks where it goes.
 */
const LessonChatContext = createContext<ComponentType<LessonChatProps> | null>(null);

export const LessonChatProvider = LessonChatContext.Provider;

export function useLessonChat(): ComponentType<LessonChatProps> | null {
  return useContext(LessonChatContext);
}

export function LessonChatSlot(props: LessonChatProps) {
  const Chat = useLessonChat();
  if (!Chat) return null;
  return (
    <Suspense fallback={null}>
      <Chat {...props} />
    </Suspense>
  );
}
