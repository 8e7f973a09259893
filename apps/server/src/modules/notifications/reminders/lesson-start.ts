import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** Spec 1 §3 lesson start: a reminder for lessons starting within this much time. */
export const LESSON_START_AHEAD_MS = 10 * 60 * 1000;

const insertedCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * The lesson-start reminders due at `now`: every student with access to a lesson of their products,
 * and every tutoring lesson's student, starting within 10 minutes; a draft lesson (issue 16) reminds
 * nobody. One statement per kind; the dedupe key (lesson and student) keeps a second sweep, or a
 * second process, from adding another.
 */
export async function remindLessonStarts(db: Tx, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + LESSON_START_AHEAD_MS);
  const course = await db.execute(sql`
    insert into notifications (user_id, type, title, text, action, dedupe_key, urgent)
    select sp.student_id, 'lesson_start', 'Урок скоро начнётся',
      'Урок «' || l.title || '» начинается через несколько минут. Заходи, чтобы не пропустить начало.',
      jsonb_build_object('type', 'lesson', 'lessonId', l.id),
      'lesson_start:' || l.id || ':' || sp.student_id, true
    from lessons l
    join student_products sp on sp.product_id = l.product_id and sp.starts_at <= l.start_at and sp.ends_at > l.start_at
    where l.start_at > ${now} and l.start_at <= ${until} and l.is_published
    on conflict (dedupe_key) do nothing
    returning id`);
  const tutoring = await db.execute(sql`
    insert into notifications (user_id, type, title, text, action, dedupe_key, urgent)
    select t.student_id, 'lesson_start', 'Занятие скоро начнётся',
      'Занятие с репетитором начинается через несколько минут.', null,
      'lesson_start:tutoring:' || t.id || ':' || extract(epoch from t.starts_at)::bigint, true
    from tutoring_lessons t
    where t.starts_at > ${now} and t.starts_at <= ${until} and t.status in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW')
    on conflict (dedupe_key) do nothing
    returning id`);
  return insertedCount(course) + insertedCount(tutoring);
}
