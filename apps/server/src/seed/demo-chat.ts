import { and, desc, eq, lt } from 'drizzle-orm';
import { hasVariantFeature, type Variant } from '@school/contract';
import type { Db } from '../db/client.js';
import { chatMessages, lessons } from '../db/schema.js';
import { upsertBanWords } from '../modules/chat/ban-words.js';
import { insertMessage } from '../modules/chat/chat-messages.repo.js';
import { saveLessonChatSettings } from '../modules/chat/chat-settings.js';
import type { MessageConfig } from '../modules/chat/chat.schema.js';
import { ownsProduct } from '../modules/courses/courses.service.js';
import type { LessonRow } from '../modules/lessons/lessons.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_BAN_WORDS, DEMO_CHAT_SCRIPT, DEMO_CHAT_CLASSMATES, DEMO_HIDDEN_LINE } from './demo-chat-data.js';
import { DEMO_STUDENT_EMAIL } from './demo-courses-data.js';

/** The live math webinar of demo-courses-data.ts: its chat is under way when the demo starts. */
export const DEMO_LIVE_LESSON_TITLE = 'Производная и её применение';
const LIVE_MESSAGES = 60;
const RECORDED_MESSAGES = 90;
const MINUTE = 60_000;

interface Cast {
  students: number[];
  moderatorId: number;
  studentConfig: MessageConfig;
}

/** The most recent finished lesson of the live one's programme with a recording the demo student owns. */
export async function recordedLesson(
  db: Db,
  live: LessonRow,
  studentId: number,
  now: Date,
): Promise<LessonRow | undefined> {
  const candidates = await db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.productTypeId, live.productTypeId),
        lt(lessons.startAt, new Date(now.getTime() - 2 * 60 * MINUTE)),
      ),
    )
    .orderBy(desc(lessons.startAt))
    .limit(10);
  for (const lesson of candidates) {
    const recorded = lesson.videoUrl && lesson.videoLength && !lesson.withoutVideo && !lesson.isPreparing;
    if (recorded && (await ownsProduct(db, studentId, lesson.productId, now))) return lesson;
  }
  return undefined;
}

/**
 * `count` lines of the script spread evenly over [from, to): students in turn, the moderator's
 * lines, a few replies, one hidden off-topic line and (on a recording) one slow-mode notice.
 */
async function seedLessonChat(
  db: Db,
  lesson: LessonRow,
  cast: Cast,
  span: { from: Date; to: Date; count: number; notice: boolean },
) {
  const [existing] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.lessonId, lesson.id))
    .limit(1);
  if (existing) return;
  const step = (span.to.getTime() - span.from.getTime()) / span.count;
  let previous: number | null = null;
  for (let i = 0; i < span.count; i += 1) {
    const line = DEMO_CHAT_SCRIPT[i % DEMO_CHAT_SCRIPT.length]!;
    const createdAt = new Date(span.from.getTime() + Math.round(i * step));
    const hidden = i === 17;
    const notice = span.notice && i === Math.floor(span.count * 0.6);
    const byModerator = line.by === 'M';
    previous = await insertMessage(db, {
      lessonId: lesson.id,
      userId: notice ? null : byModerator ? cast.moderatorId : cast.students[i % cast.students.length]!,
      text: notice
        ? 'Модератор включил медленный режим: одно сообщение в 10 секунд'
        : hidden
          ? DEMO_HIDDEN_LINE
          : line.text,
      isHidden: hidden,
      isModeration: notice,
      config: notice || byModerator ? {} : cast.studentConfig,
      replyToId: line.reply && !notice ? previous : null,
      createdAt,
    });
  }
}

async function classmates(db: Db): Promise<number[]> {
  const users = await Promise.all(DEMO_CHAT_CLASSMATES.map((email) => findUserByEmail(db, email)));
  return users.flatMap((user) => (user ? [user.id] : []));
}

/**
 * The lesson chat's demo (issue 11): the profanity list, and the chats of the live webinar (so
 * far) and of a recorded lesson of student@ (over its recording, so the replay visibly plays).
 * Idempotent: the words are upserted, and a lesson that has a chat already is left alone.
 */
export async function seedDemoChat(db: Db, variant: Variant, now = new Date()): Promise<void> {
  await upsertBanWords(db, DEMO_BAN_WORDS);
  const [live] = await db.select().from(lessons).where(eq(lessons.title, DEMO_LIVE_LESSON_TITLE)).limit(1);
  const [student, student2, moderator] = await Promise.all([
    findUserByEmail(db, DEMO_STUDENT_EMAIL),
    findUserByEmail(db, 'student2@example.com'),
    findUserByEmail(db, 'moderator@example.com'),
  ]);
  if (!live || !student || !student2 || !moderator) return;
  const cast: Cast = {
    students: [student.id, student2.id, ...(await classmates(db))],
    moderatorId: moderator.id,
    studentConfig: { hide_last_name: hasVariantFeature(variant, 'nickname') },
  };
  const liveSince = Math.max(MINUTE, Math.min(now.getTime() - live.startAt.getTime(), live.durationMinutes * MINUTE));
  await saveLessonChatSettings(db, live.id, {});
  await seedLessonChat(db, live, cast, {
    from: live.startAt,
    to: new Date(live.startAt.getTime() + liveSince - MINUTE / 2),
    count: LIVE_MESSAGES,
    notice: false,
  });
  const recorded = await recordedLesson(db, live, student.id, now);
  if (!recorded) return;
  const replaySeconds = Math.min(recorded.videoLength ?? 0, recorded.durationMinutes * 60);
  await seedLessonChat(db, recorded, cast, {
    from: new Date(recorded.startAt.getTime() + 2_000),
    to: new Date(recorded.startAt.getTime() + replaySeconds * 1000),
    count: RECORDED_MESSAGES,
    notice: true,
  });
}
