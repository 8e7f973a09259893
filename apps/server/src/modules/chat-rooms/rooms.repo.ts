import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatRoomMessages as m, chatRoomReads, chatRooms, type RoomKind, type RoomSide } from './chat-rooms.schema.js';
import { unreadFor } from './room-side.js';

/** Creates the student's missing rooms and moves each room's end to the access's (spec 3 §3 expireAt). */
export async function upsertRooms(
  db: Tx,
  studentId: number,
  subjects: { classTypeId: number; expireAt: Date }[],
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insert(chatRooms)
    .values(subjects.map((subject) => ({ studentId, ...subject })))
    .onConflictDoUpdate({
      target: [chatRooms.studentId, chatRooms.classTypeId],
      set: { expireAt: sql`excluded.expire_at` },
      setWhere: sql`${chatRooms.expireAt} is distinct from excluded.expire_at`,
    });
}

/**
 * Which rooms a caller may open: a student their own (of one kind when given), a curator the
 * subjects they check, a head curator every curator room, a support manager every support room.
 */
export type RoomScope = { studentId: number; kind?: RoomKind } | { classTypeIds: number[] } | { allOf: RoomKind };

const scopeWhere = (scope: RoomScope): SQL | undefined => {
  if ('allOf' in scope) return eq(chatRooms.kind, scope.allOf);
  if ('studentId' in scope) {
    return and(eq(chatRooms.studentId, scope.studentId), scope.kind ? eq(chatRooms.kind, scope.kind) : undefined);
  }
  // Support rooms have no subject: `= any` never matches their null.
  return sql`${chatRooms.classTypeId} = any(${sql.param(scope.classTypeIds)}::int[])`;
};

const FOREVER = new Date('9999-12-31T00:00:00Z');

/** The student's support room, made on first use (one per student: a unique partial index). */
export async function ensureSupportRoom(db: Tx, studentId: number): Promise<number> {
  await db
    .insert(chatRooms)
    .values({ studentId, kind: 'support', classTypeId: null, expireAt: FOREVER })
    .onConflictDoNothing({ target: chatRooms.studentId, where: sql`${chatRooms.kind} = 'support'` });
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.studentId, studentId), eq(chatRooms.kind, 'support')));
  if (!row) throw new Error('the support room was not made');
  return row.id;
}

/** Unread messages of the room for the reader: a range of the (room_id, sent_at, id) index after their mark. */
const unreadCount = (side: RoomSide) =>
  sql<number>`(select count(*) from ${m}
    where ${m.roomId} = ${chatRooms.id}
      and ${m.sentAt} > coalesce(${chatRoomReads.lastReadAt}, '-infinity')
      and ${unreadFor(side, sql`${chatRooms.studentId}`)})`.mapWith(Number);

function roomsQuery(db: Tx, userId: number, side: RoomSide) {
  return db
    .select({
      id: chatRooms.id,
      studentId: chatRooms.studentId,
      kind: chatRooms.kind,
      classTypeId: chatRooms.classTypeId,
      expireAt: chatRooms.expireAt,
      unreadCount: unreadCount(side),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(chatRooms)
    .leftJoin(chatRoomReads, and(eq(chatRoomReads.roomId, chatRooms.id), eq(chatRoomReads.userId, userId)));
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoomRow>>>;

export async function findRoomRow(db: Tx, id: number, userId: number, side: RoomSide) {
  const [row] = await roomsQuery(db, userId, side).where(eq(chatRooms.id, id));
  return row;
}

/**
 * A page of the caller's rooms: for curators the unread ones first (spec 3 §3 "Curators see all
 * rooms of their subjects with unread first"), then by the newest message.
 */
export async function listRoomRows(
  db: Tx,
  reader: { userId: number; side: RoomSide; scope: RoomScope },
  filter: { classTypeId?: number; limit: number; offset: number },
) {
  const where = and(
    scopeWhere(reader.scope),
    filter.classTypeId === undefined ? undefined : eq(chatRooms.classTypeId, filter.classTypeId),
  );
  const byNews = [sql`${chatRooms.lastMessageAt} desc nulls last`, asc(chatRooms.classTypeId), desc(chatRooms.id)];
  const order = reader.side === 'curator' ? [sql`(${unreadCount('curator')} > 0) desc`, ...byNews] : byNews;
  return roomsQuery(db, reader.userId, reader.side)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Unread messages over every room the caller may open; rooms with nothing new are skipped by their newest message. */
export async function countUnread(db: Tx, userId: number, side: RoomSide, scope: RoomScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(chatRooms)
    .leftJoin(chatRoomReads, and(eq(chatRoomReads.roomId, chatRooms.id), eq(chatRoomReads.userId, userId)))
    .innerJoin(m, eq(m.roomId, chatRooms.id))
    .where(
      and(
        scopeWhere(scope),
        sql`${chatRooms.lastMessageAt} > coalesce(${chatRoomReads.lastReadAt}, '-infinity')`,
        sql`${m.sentAt} > coalesce(${chatRoomReads.lastReadAt}, '-infinity')`,
        unreadFor(side, sql`${chatRooms.studentId}`),
      ),
    );
  return row?.n ?? 0;
}

export async function touchRoom(db: Tx, roomId: number, at: Date): Promise<void> {
  await db.update(chatRooms).set({ lastMessageAt: at }).where(eq(chatRooms.id, roomId));
}

/** Holds the room while a message goes in: two answers at once must not both ask for a rating. */
export async function lockRoom(db: Tx, roomId: number): Promise<void> {
  await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, roomId)).for('update');
}
