import { chatDisplayName, type LiveMessage } from '@school/contract';

/** Spec 3 §6 display name of a message's sender (a system message has none). */
export function senderName(message: LiveMessage, nicknamesEnabled: boolean): string {
  if (!message.sender) return '';
  return chatDisplayName(message.sender, {
    nickname: message.config.nickname,
    nicknamesEnabled,
    hideLastName: message.config.hide_last_name ?? false,
  });
}

export const messageTime = (epochMs: number): string =>
  new Date(epochMs).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

export const fileSize = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} КБ` : `${Math.round((bytes / 1024 / 1024) * 10) / 10} МБ`;
