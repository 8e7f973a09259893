import type { LiveMessage } from '@school/contract';

/** A live message for the chat's tests; `id` also orders it in time. */
export function liveMessage(id: number, patch: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id,
    lesson_id: 7,
    message: `message ${id}`,
    is_hidden: false,
    is_moderation: false,
    sender: { id: 100 + id, first_name: 'Аня', last_name: 'Петрова', is_videochat_moderator: false, role: 'student' },
    config: {},
    attachments: [],
    reply_to: null,
    created_at: 1_700_000_000_000 + id * 1000,
    video_offset: id * 10,
    ...patch,
  };
}
