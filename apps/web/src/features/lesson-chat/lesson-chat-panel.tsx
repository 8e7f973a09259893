import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LessonChatProps } from '../../shared/lessons/lesson-chat-slot';
import { lazyComponent } from '../../shared/lib/lazy-component';
import { chatCalls } from './api/chat-calls';
import type { ChatStylingSlotProps } from './components/composer';
import { StudyGroupNote } from '../../shared/study-group/study-group';
import './i18n';

// Each chat, with the socket client, in a chunk of its own: a recording without a chat loads
// neither, and a live lesson not the replay (issue 8: the lesson page's first visit).
const LiveChat = lazyComponent(() => import('./components/live-chat'), 'LiveChat');
const ReplayChat = lazyComponent(() => import('./components/replay-chat'), 'ReplayChat');

export type { ChatStylingSlotProps };

/**
 * The lesson chat beside the player (issue 11): live while the lesson is on air; on a recording
 * whose chat may be replayed, the broadcast's chat in step with the video; otherwise nothing.
 */
export function LessonChatPanel({
  lesson,
  playback,
  styling,
}: LessonChatProps & { styling?: ComponentType<ChatStylingSlotProps> }) {
  const replay = !lesson.isLive;
  const settings = useQuery({
    queryKey: ['lesson-chat-settings', lesson.id],
    queryFn: () => chatCalls.settings(lesson.id),
    enabled: replay,
  });
  // Known before anything shows: a recording without a chat keeps the page in one column (no layout shift).
  if (replay && !(settings.data?.replayEnabled && settings.data.hasReplay)) return null;
  if (!replay)
    return <LiveChat lessonId={lesson.id} styling={styling} note={<StudyGroupNote lesson={lesson} size="xs" />} />;
  return (
    <ReplayChat lessonId={lesson.id} playback={playback} nicknamesEnabled={settings.data?.nicknamesEnabled ?? false} />
  );
}
