import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationAction, NotificationType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notificationSettings, notifications } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingRow = typeof notificationSettings.$inferSelect;

export interface NewNotification {
  type: NotificationType;
  title: string;
  text: string;
  action: NotificationAction | null;
  dedupeKey: string;
  urgent: boolean;
}

/** The row, or null when a notification of this dedupe key exists already. */
export async function insertNotification(
  tx: Tx,
  userId: number,
  input: NewNotification,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, ...input })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  return row ?? null;
}

export async function listNotifications(tx: Tx, userId: number, limit: number, offset: number) {
  return tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(tx: Tx, userId: number, unreadOnly = false): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined));
  return row?.n ?? 0;
}

/** Marks the user's notification read (keeping the first read time); null when it is not theirs. */
export async function markRead(tx: Tx, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function findNotification(tx: Tx, id: number): Promise<NotificationRow | null> {
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/**
 * Takes the notifications due for delivery off the pending list. Rows are taken `FOR UPDATE SKIP
 * LOCKED`, so two processes sweeping at once never take the same one (docs/notifications.md).
 */
export async function claimDue(tx: Tx, now: Date, limit: number): Promise<NotificationRow[]> {
  const due = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(sql`${notifications.deliveryDueAt} <= ${now.toISOString()}`)
    .orderBy(notifications.deliveryDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(notifications).set({ deliveryDueAt: null }).where(inArray(notifications.id, due)).returning();
}

/** Puts a claimed notification back on the pending list until `until` (quiet hours). */
export async function deferDelivery(tx: Tx, id: number, until: Date): Promise<void> {
  await tx.update(notifications).set({ deliveryDueAt: until, deferred: true }).where(eq(notifications.id, id));
}

export async function listSettings(tx: Tx, userId: number): Promise<NotificationSettingRow[]> {
  return tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
}

export async function findSetting(tx: Tx, userId: number, type: string): Promise<NotificationSettingRow | null> {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.type, type)));
  return row ?? null;
}

export async function saveSettings(tx: Tx, rows: NotificationSettingRow[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.type],
      set: { push: sql`excluded.push`, telegram: sql`excluded.telegram` },
    });
}
