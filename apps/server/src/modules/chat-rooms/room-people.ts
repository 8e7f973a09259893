import type { Tx } from '../../db/client.js';
import { cachedClassTypes } from '../core/core.service.js';
import { findProductTypes, listAccessBetween } from '../courses/courses.service.js';
import { checkersOfClassType } from '../homework/homework.service.js';
import { searchUsers } from '../users/users.service.js';
import { upsertRooms } from './rooms.repo.js';

export interface Person {
  name: string;
  avatar: string | null;
}

/** Names and avatars of the people of a page (students of rooms, senders of messages). */
export async function peopleByIds(db: Tx, ids: (number | null)[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const { rows } = await searchUsers(db, { ids: unique, limit: unique.length, offset: 0 });
  return new Map(rows.map((row) => [row.id, { name: `${row.firstName} ${row.lastName}`, avatar: row.avatar }]));
}

export async function subjectTitles(db: Tx): Promise<Map<number, string>> {
  return new Map((await cachedClassTypes(db)).map((type) => [type.id, type.title]));
}

const FOREVER = new Date('9999-12-31T00:00:00Z');

/**
 * One room per subject the student has ever owned a product of, ending with the latest access to it
 * (spec 3 §3 expireAt): made on first sight, moved when access is bought or extended.
 */
export async function syncStudentRooms(db: Tx, studentId: number): Promise<void> {
  const access = await listAccessBetween(db, studentId, new Date(0), FOREVER);
  const types = await findProductTypes(db, [...new Set(access.map((row) => row.product.productTypeId))]);
  const ends = new Map<number, Date>();
  for (const row of access) {
    const classTypeId = types.get(row.product.productTypeId)?.classTypeId;
    if (classTypeId === undefined) continue;
    const end = ends.get(classTypeId);
    if (!end || row.endsAt > end) ends.set(classTypeId, row.endsAt);
  }
  await upsertRooms(
    db,
    studentId,
    [...ends].map(([classTypeId, expireAt]) => ({ classTypeId, expireAt })),
  );
}

/** Everyone who answers in a subject's rooms: its curators and every head curator (spec 1 §6). */
export async function subjectCuratorIds(db: Tx, classTypeId: number): Promise<number[]> {
  const checkers = await checkersOfClassType(db, classTypeId);
  const [curators, heads] = await Promise.all([
    searchUsers(db, { role: 'CURATOR_ROLE', ids: checkers, limit: Math.max(checkers.length, 1), offset: 0 }),
    searchUsers(db, { role: 'HEAD_CURATOR', limit: 1000, offset: 0 }),
  ]);
  return [...curators.rows, ...heads.rows].filter((user) => user.isActive).map((user) => user.id);
}

/** Everyone who answers the support rooms (spec 3 §6): the active support managers. */
export async function supportManagerIds(db: Tx): Promise<number[]> {
  const { rows } = await searchUsers(db, { role: 'SUPPORT_MANAGER', limit: 1000, offset: 0 });
  return rows.filter((user) => user.isActive).map((user) => user.id);
}

/** Who hears a room's messages besides its student. */
export function answererIds(db: Tx, room: { kind: 'curator' | 'support'; classTypeId: number | null }) {
  return room.kind === 'support' || room.classTypeId === null
    ? supportManagerIds(db)
    : subjectCuratorIds(db, room.classTypeId);
}
