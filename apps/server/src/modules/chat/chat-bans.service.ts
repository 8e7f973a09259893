import type { BodyOf, ChatBan, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { notFound } from '../../plugins/errors.js';
import { findUserNames } from '../users/users.service.js';
import { requireModeratedLesson } from './chat-access.js';
import { toLesson } from './chat-broadcast.js';
import { bansInForce, deleteBan, upsertBan } from './chat-bans.repo.js';
import { ofLessonUser, setHidden } from './chat-messages.repo.js';
import { changeVisibility } from './chat-moderation.service.js';
import { chatNameOf, plural, systemMessage } from './chat-system-message.js';

const MINUTE = 60_000;
const studentNotFound = () => notFound('Ученик не найден.');

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** `GET /v2/chat/lessons/:id/bans/`: the bans in force, newest first. */
export async function listBans(ctx: AppContext, user: AuthUser, lessonId: number): Promise<ChatBan[]> {
  await requireModeratedLesson(ctx.db, user, lessonId);
  const rows = await bansInForce(ctx.db, lessonId, new Date());
  const names = new Map(
    (
      await findUserNames(
        ctx.db,
        rows.map((row) => row.userId),
      )
    ).map((u) => [u.id, fullName(u)]),
  );
  return rows.map((row) => ({
    lessonId: row.lessonId,
    user: { id: row.userId, name: names.get(row.userId) ?? '' },
    until: row.until?.toISOString() ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

function term(minutes: number | null): string {
  if (minutes === null) return 'до конца урока';
  if (minutes % (24 * 60) === 0) return `на ${plural(minutes / (24 * 60), { one: 'день', few: 'дня', many: 'дней' })}`;
  if (minutes % 60 === 0) return `на ${plural(minutes / 60, { one: 'час', few: 'часа', many: 'часов' })}`;
  return `на ${plural(minutes, { one: 'минуту', few: 'минуты', many: 'минут' })}`;
}

/**
 * `POST /v2/chat/lessons/:id/bans/`: a student may not write in this lesson's chat for a time;
 * the room gets `ban_user` with a system message, and the student's messages are hidden if asked.
 */
export async function banUser(
  ctx: AppContext,
  moderator: AuthUser,
  lessonId: number,
  body: BodyOf<typeof contract.chat.ban>,
  now = new Date(),
): Promise<ChatBan> {
  const seat = await requireModeratedLesson(ctx.db, moderator, lessonId);
  const [target] = await findUserNames(ctx.db, [body.userId]);
  if (!target || target.role !== 'STUDENT_ROLE') throw studentNotFound();
  const until = body.minutes === null ? null : new Date(now.getTime() + body.minutes * MINUTE);
  const { ban, message, hidden } = await ctx.db.transaction(async (tx) => {
    const row = await upsertBan(tx, {
      lessonId,
      userId: target.id,
      until,
      reason: body.reason ?? null,
      byUserId: moderator.id,
    });
    const name = await chatNameOf(tx, ctx.config.VARIANT, target.id);
    const notice = await systemMessage(
      tx,
      seat.lesson,
      `Модератор запретил ${name} писать в чат ${term(body.minutes)}`,
    );
    const ids = body.hideMessages ? await setHidden(tx, ofLessonUser(lessonId, target.id), true) : [];
    return { ban: row, message: notice, hidden: ids };
  });
  toLesson(ctx.realtime, lessonId, 'ban_user', { user_id: target.id, until: until?.getTime() ?? null, message });
  await changeVisibility(ctx, seat, hidden, 'hide_user_messages', target.id);
  return {
    lessonId,
    user: { id: target.id, name: fullName(target) },
    until: ban.until?.toISOString() ?? null,
    reason: ban.reason,
    createdAt: ban.createdAt.toISOString(),
  };
}

/**
 * `DELETE /v2/chat/lessons/:id/bans/:userId/`: the room hears `ban_user` with `until` now (the ban
 * is over) and a system message, so the student's composer opens again without a reload.
 */
export async function unbanUser(
  ctx: AppContext,
  moderator: AuthUser,
  lessonId: number,
  userId: number,
  now = new Date(),
) {
  const seat = await requireModeratedLesson(ctx.db, moderator, lessonId);
  if (!(await deleteBan(ctx.db, lessonId, userId))) throw notFound('Бан не найден.');
  const name = await chatNameOf(ctx.db, ctx.config.VARIANT, userId);
  const message = await systemMessage(ctx.db, seat.lesson, `Модератор разрешил ${name} снова писать в чат`);
  toLesson(ctx.realtime, lessonId, 'ban_user', { user_id: userId, until: now.getTime(), message });
  return {};
}

// For the staff console's moderators overview (docs/staff-people.md "Moderators").
export { banStatsBy, bansGivenBy, reportCountsBy, reportsResolvedBy } from './moderator-activity.repo.js';
