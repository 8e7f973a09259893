import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatRoomMessages as m, chatRoomReads, type RoomSide } from './chat-rooms.schema.js';
import { visibleTo } from './room-side.js';

export type NewRoomMessage = typeof m.$inferInsert;

const messageColumns = {
  id: m.id,
  roomId: m.roomId,
  type: m.type,
  text: m.text,
  senderId: m.senderId,
  target: m.target,
  extra: m.extra,
  attachments: m.attachments,
  sentAt: m.sentAt,
};
const selectMessages = (db: Tx) => db.select(messageColumns).from(m);
export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

export async function insertMessages(db: Tx, values: NewRoomMessage[]): Promise<MessageRow[]> {
  const ids = await db.insert(m).values(values).returning({ id: m.id });
  const rows = await selectMessages(db).where(sql`${m.id} = any(${sql.param(ids.map((row) => row.id))}::uuid[])`);
  return rows.sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
}

/**
 * A page newest first, `limit + 1` rows so the caller knows whether an older page exists. `before`
 * is a message of the room: the page starts below it by (sent_at, id), read from the row itself so
 * no timestamp makes a round trip through JavaScript's milliseconds.
 */
export function pageRows(db: Tx, roomId: number, side: RoomSide, limit: number, before?: string) {
  const older = before
    ? sql`(${m.sentAt}, ${m.id}) < (select b.sent_at, b.id from ${m} b where b.id = ${before})`
    : undefined;
  return selectMessages(db)
    .where(and(eq(m.roomId, roomId), visibleTo(side), older))
    .orderBy(desc(m.sentAt), desc(m.id))
    .limit(limit + 1);
}

/** The newest message a side sees: what a read mark moves to. */
export async function newestVisible(db: Tx, roomId: number, side: RoomSide) {
  const [row] = await db
    .select({ id: m.id, sentAt: m.sentAt })
    .from(m)
    .where(and(eq(m.roomId, roomId), visibleTo(side)))
    .orderBy(desc(m.sentAt), desc(m.id))
    .limit(1);
  return row;
}

/** Moves the user's read mark forward to this message (never back: an older tab must not undo a read). */
export async function markRead(db: Tx, roomId: number, userId: number, upTo: { id: string; sentAt: Date }) {
  await db
    .insert(chatRoomReads)
    .values({ roomId, userId, lastReadAt: upTo.sentAt, lastReadMessageId: upTo.id })
    .onConflictDoUpdate({
      target: [chatRoomReads.roomId, chatRoomReads.userId],
      set: { lastReadAt: upTo.sentAt, lastReadMessageId: upTo.id },
      setWhere: sql`${chatRoomReads.lastReadAt} < excluded.last_read_at`,
    });
}

export function roomReadMarks(db: Tx, roomIds: number[]) {
  return db
    .select({ roomId: chatRoomReads.roomId, userId: chatRoomReads.userId, lastReadAt: chatRoomReads.lastReadAt })
    .from(chatRoomReads)
    .where(sql`${chatRoomReads.roomId} = any(${sql.param(roomIds)}::int[])`);
}

export async function findMessageRow(db: Tx, roomId: number, id: string) {
  const [row] = await db
    .select({ type: m.type, target: m.target })
    .from(m)
    .where(and(eq(m.id, id), eq(m.roomId, roomId)));
  return row;
}

/** Whether a rating was asked in the room since `since` (spec 3 §3 feedback, at most one a day). */
export async function feedbackAskedSince(db: Tx, roomId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.roomId, roomId), eq(m.type, 'feedback'), gt(m.sentAt, since)))
    .limit(1);
  return Boolean(row);
}

/** The newest regular message: whom the room is waiting on. */
export async function lastRegular(db: Tx, roomId: number) {
  const [row] = await db
    .select({ senderId: m.senderId })
    .from(m)
    .where(and(eq(m.roomId, roomId), eq(m.type, 'regular')))
    .orderBy(desc(m.sentAt), desc(m.id))
    .limit(1);
  return row;
}

export async function hasWritten(db: Tx, roomId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.roomId, roomId), eq(m.senderId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The newest regular message of each room, for the room list. */
export async function lastRegularOfRooms(db: Tx, roomIds: number[]): Promise<Map<number, MessageRow>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([m.roomId], messageColumns)
    .from(m)
    .where(and(sql`${m.roomId} = any(${sql.param(roomIds)}::int[])`, eq(m.type, 'regular')))
    .orderBy(m.roomId, desc(m.sentAt), desc(m.id));
  return new Map(rows.map((row) => [row.roomId, row]));
}

/** Sets a feedback message's rating once: false when it was rated already (or is not a feedback message). */
export async function rateOnce(db: Tx, roomId: number, id: string, rating: number): Promise<MessageRow | undefined> {
  const updated = await db
    .update(m)
    .set({ extra: { rating } })
    .where(
      and(
        eq(m.id, id),
        eq(m.roomId, roomId),
        eq(m.type, 'feedback'),
        sql`coalesce(${m.extra} ->> 'rating', 'null') = 'null'`,
      ),
    )
    .returning({ id: m.id });
  if (updated.length === 0) return undefined;
  const [row] = await selectMessages(db).where(eq(m.id, id));
  return row;
}
