import { eq, inArray } from 'drizzle-orm';
import { CHAT_LIMITS, hasVariantFeature, type LiveChatSettings, type Variant } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { chatLessonSettings } from './chat.schema.js';
import { ATTACHMENT_MIME_TYPES } from './attachment-type.js';

/** What every lesson chat allows unless its moderators changed it (spec 3 §7 livechat settings). */
export function defaultChatSettings(variant: Variant): LiveChatSettings {
  return {
    lessonId: null,
    attachmentsEnabled: true,
    stickersEnabled: true,
    attachmentMaxBytes: CHAT_LIMITS.attachmentMaxBytes,
    attachmentMimeTypes: [...ATTACHMENT_MIME_TYPES],
    slowModeSeconds: 0,
    isClosed: false,
    replayEnabled: true,
    nicknamesEnabled: hasVariantFeature(variant, 'nickname'),
  };
}

/** A lesson chat's settings: the defaults with its moderators' slow mode and pause. */
export async function lessonChatSettings(db: Tx, variant: Variant, lessonId: number): Promise<LiveChatSettings> {
  const [row] = await db.select().from(chatLessonSettings).where(eq(chatLessonSettings.lessonId, lessonId));
  return {
    ...defaultChatSettings(variant),
    lessonId,
    slowModeSeconds: row?.slowModeSeconds ?? 0,
    isClosed: row?.isClosed ?? false,
  };
}

export async function saveLessonChatSettings(
  db: Tx,
  lessonId: number,
  patch: { slowModeSeconds?: number; isClosed?: boolean },
): Promise<void> {
  await db
    .insert(chatLessonSettings)
    .values({ lessonId, ...patch, updatedAt: new Date() })
    .onConflictDoUpdate({ target: chatLessonSettings.lessonId, set: { ...patch, updatedAt: new Date() } });
}

/** The moderators' settings of several lessons (lessons without a row have the defaults). */
export async function chatLessonSettingsOf(db: Tx, lessonIds: number[]) {
  if (lessonIds.length === 0) return new Map<number, typeof chatLessonSettings.$inferSelect>();
  const rows = await db.select().from(chatLessonSettings).where(inArray(chatLessonSettings.lessonId, lessonIds));
  return new Map(rows.map((row) => [row.lessonId, row]));
}
