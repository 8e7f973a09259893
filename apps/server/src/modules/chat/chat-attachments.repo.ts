import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatAttachments, type MessageAttachment } from './chat.schema.js';

export type NewChatAttachment = typeof chatAttachments.$inferInsert;

export async function insertAttachment(db: Tx, values: NewChatAttachment) {
  const [row] = await db.insert(chatAttachments).values(values).returning();
  if (!row) throw new Error('attachment not stored');
  return row;
}

/** The owner's uploads not yet in a message, locked until the message takes them. */
export async function unusedAttachments(db: Tx, ownerId: number, uuids: string[]): Promise<MessageAttachment[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select()
    .from(chatAttachments)
    .where(
      and(
        inArray(chatAttachments.uuid, uuids),
        eq(chatAttachments.ownerId, ownerId),
        isNull(chatAttachments.messageId),
      ),
    )
    .for('update');
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return uuids.flatMap((uuid) => {
    const row = byUuid.get(uuid);
    if (!row) return [];
    return [
      {
        uuid,
        url: row.url,
        name: row.name,
        mime_type: row.mimeType,
        size: row.size,
        width: row.width,
        height: row.height,
      },
    ];
  });
}

export async function attachToMessage(db: Tx, uuids: string[], messageId: number): Promise<void> {
  if (uuids.length === 0) return;
  await db.update(chatAttachments).set({ messageId }).where(inArray(chatAttachments.uuid, uuids));
}
