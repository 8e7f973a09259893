import type { LiveChatSettings } from '@school/contract';

export type AttachmentProblem = 'attachmentTooBig' | 'attachmentType' | null;

/** Checked before the upload, with the chat's own limits (GET /settings/livechat-settings/). */
export function attachmentProblem(
  file: { size: number; type: string },
  settings: Pick<LiveChatSettings, 'attachmentMaxBytes' | 'attachmentMimeTypes'>,
): AttachmentProblem {
  if (file.size <= 0 || file.size > settings.attachmentMaxBytes) return 'attachmentTooBig';
  const allowed = settings.attachmentMimeTypes.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );
  return allowed ? null : 'attachmentType';
}
