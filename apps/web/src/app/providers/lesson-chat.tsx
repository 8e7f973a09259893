import type { LessonChatProps } from '../../shared/lessons/lesson-chat-slot';
import { LessonChatPanel } from '../../features/lesson-chat/lesson-chat-panel';
import { StickerPicker } from '../../features/chat-styling/components/sticker-picker';

/** The lesson chat with the chat-styling feature's sticker picker in its composer (spec 3 §7); features stay apart. */
export function LessonChat(props: LessonChatProps) {
  return <LessonChatPanel {...props} styling={StickerPicker} />;
}
