import type { RoomMessage } from '@school/contract';

/** The loaded pages (each newest first) as one list oldest first: the room reads top to bottom. */
export function chronological(pages: { results: RoomMessage[] }[]): RoomMessage[] {
  const seen = new Set<string>();
  const messages: RoomMessage[] = [];
  for (const page of pages) {
    for (const message of page.results) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.sentAt - b.sentAt || (a.id < b.id ? -1 : 1));
}

/** The initials of a name for an avatar without a picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
