import type { Db } from '../db/client.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { notify } from '../modules/notifications/notify.js';

/** Two notifications for the demo student's bell (issue 14); their keys make a second seeding add nothing. */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const student = await findUserByEmail(db, 'student@example.com');
  if (!student) return;
  await notify(db, student.id, {
    type: 'homework_created',
    title: 'Новая домашка',
    text: 'В твоём курсе появились новые задания. Загляни в список домашних заданий.',
    action: { type: 'homework_list' },
    dedupeKey: 'demo:homework_created',
  });
  await notify(db, student.id, {
    type: 'telegram_invite',
    title: 'Уведомления в Telegram',
    text: 'Привяжи Telegram в профиле, чтобы не пропускать уроки и дедлайны.',
    dedupeKey: 'demo:telegram_invite',
  });
}
