import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** How far back the sweep looks for deadlines that passed (older ones are history, not news). */
const BEHIND_MS = 2 * 24 * 60 * 60 * 1000;

/** Spec 1 §3 homework undone: the deadline passed and the student never handed the work in. */
export async function remindUndoneHomework(db: Tx, now = new Date()): Promise<number> {
  const behind = new Date(now.getTime() - BEHIND_MS);
  const result = await db.execute(sql`
    insert into notifications (user_id, type, title, text, action, dedupe_key)
    select s.student_id, 'homework_undone', 'Срок сдачи прошёл',
      'Работа «' || h.title || '» не сдана в срок. Загляни в список домашних заданий.',
      jsonb_build_object('type', 'homework_list'),
      'homework_undone:' || s.id
    from homework_submissions s
    join homeworks h on h.id = s.homework_id
    where h.deadline > ${behind} and h.deadline <= ${now} and s.status = 'UNDONE' and s.submitted_at is null
    on conflict (dedupe_key) do nothing
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}
