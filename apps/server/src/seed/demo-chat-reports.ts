import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatMessages, lessons } from '../db/schema.js';
import { lessonClassType } from '../modules/chat/chat-access.js';
import { insertReport } from '../modules/chat/chat-reports.repo.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_CHAT_CLASSMATES, DEMO_HIDDEN_LINE } from './demo-chat-data.js';
import { DEMO_LIVE_LESSON_TITLE } from './demo-chat.js';

/**
 * The chat moderator's queue in the demo (issue 11): the two latest classmates' lines of the live
 * webinar reported by the demo students (one by both), and the off-topic line the moderator already
 * hid, its report closed. Idempotent: a report is once per student and message.
 */
export async function seedDemoChatReports(db: Db): Promise<void> {
  const [live] = await db.select().from(lessons).where(eq(lessons.title, DEMO_LIVE_LESSON_TITLE)).limit(1);
  const [student, student2, ...classmates] = await Promise.all(
    ['student@example.com', 'student2@example.com', ...DEMO_CHAT_CLASSMATES].map((email) => findUserByEmail(db, email)),
  );
  const classType = live && (await lessonClassType(db, live));
  if (!live || !student || !student2 || classType === undefined) return;
  const classmateIds = classmates.flatMap((user) => (user ? [user.id] : []));
  const latest = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.lessonId, live.id),
        eq(chatMessages.isHidden, false),
        eq(chatMessages.isModeration, false),
        inArray(chatMessages.userId, classmateIds),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(2);
  const [hidden] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.lessonId, live.id), eq(chatMessages.text, DEMO_HIDDEN_LINE)))
    .limit(1);
  const [first, second] = latest;
  if (!first || !second || !hidden) return;
  const report = (messageId: number, reporterId: number, reason: string | null, status: 'OPEN' | 'HIDDEN' = 'OPEN') =>
    insertReport(db, { messageId, lessonId: live.id, classTypeId: classType, reporterId, reason, status });
  await report(first.id, student.id, 'Флудит весь урок');
  await report(first.id, student2.id, null);
  await report(second.id, student2.id, 'Не по теме урока');
  await report(hidden.id, student.id, 'Реклама', 'HIDDEN');
}
