import type { Tx } from '../../../db/client.js';
import { notify } from '../notify.js';

interface CheckedSubmission {
  id: number;
  studentId: number;
  homeworkId: number;
  /** Before this check: RESENT after a refusal; attempt 2 once the work on mistakes is handed in. */
  status: string;
  attempt: number;
}

/** A curator's check of a homework (spec 1 §3 homework checked / rechecked); `at` is the check's time. */
export async function notifyHomeworkChecked(
  tx: Tx,
  submission: CheckedSubmission,
  homework: { title: string },
  refused: boolean,
  at: Date,
) {
  const recheck = submission.status === 'RESENT' || submission.attempt > 1;
  const type = recheck ? 'homework_rechecked' : 'homework_checked';
  const text = refused
    ? `Работу «${homework.title}» вернули. Посмотри причину и отправь её снова.`
    : `Работа «${homework.title}» проверена. Посмотри баллы и комментарии.`;
  return notify(tx, submission.studentId, {
    type,
    title: recheck ? 'Домашка проверена повторно' : 'Домашка проверена',
    text,
    action: { type: 'homework', homeworkId: submission.homeworkId },
    dedupeKey: `${type}:${submission.id}:${at.toISOString()}`,
  });
}

/** A tutor gave the student a personal work (spec 1 §3 homework assigned). */
export async function notifyHomeworkAssigned(tx: Tx, studentId: number, homework: { id: number; title: string }) {
  return notify(tx, studentId, {
    type: 'homework_assigned',
    title: 'Новое задание от репетитора',
    text: `Репетитор выдал тебе работу «${homework.title}».`,
    action: { type: 'homework', homeworkId: homework.id },
    dedupeKey: `homework_assigned:${homework.id}:${studentId}`,
  });
}
