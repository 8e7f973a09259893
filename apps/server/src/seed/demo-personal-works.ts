import type { Db } from '../db/client.js';
import { listClassTypes } from '../modules/core/core.service.js';
import {
  assignWork,
  createSelfStudy,
  listSelfStudies,
  updateSubmission,
  writeAnswer,
  type TaskRow,
} from '../modules/homework/homework.service.js';
import { listClients } from '../modules/tutor/tutor.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { answerOf, ensureTask, seedAnswer } from './demo-homework.js';
import { MATH_TASKS, PHYSICS_TASKS, RUSSIAN_TASKS, type DemoTask } from './demo-homework-tasks.js';
import { DEMO_TUTOR_EMAIL } from './demo-tutoring-data.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const DEMO_CLIENT_EMAIL = 'student@example.com';

interface DemoWork {
  subject: string;
  pool: DemoTask[];
  title: string;
  description: string;
  timeLimitMinutes: number | null;
  tasks: string[];
  /** Given to the demo client: UNDONE with a deadline next week, or handed in and waiting for the tutor. */
  given?: 'assigned' | 'handed-in';
}

export const DEMO_WORKS: DemoWork[] = [
  {
    subject: 'Математика',
    pool: MATH_TASKS,
    title: 'Производная и логарифмы: повторение',
    description: 'Задания 7, 12 и 13 профильного ЕГЭ перед пробником.',
    timeLimitMinutes: null,
    tasks: [
      'math-derivative-value',
      'math-max-point',
      'math-log-root',
      'math-increasing-functions',
      'math-trig-equation',
    ],
    given: 'assigned',
  },
  {
    subject: 'Физика',
    pool: PHYSICS_TASKS,
    title: 'Динамика и законы сохранения',
    description: 'Второй закон Ньютона, импульс, работа силы трения.',
    timeLimitMinutes: null,
    tasks: ['phys-newton-second', 'phys-momentum', 'phys-joule', 'phys-uniform-acceleration', 'phys-friction-work'],
    given: 'handed-in',
  },
  {
    subject: 'Русский язык',
    pool: RUSSIAN_TASKS,
    title: 'Орфография: мини-вариант на время',
    description: 'Ударения, Н/НН, приставки, запятые. 40 минут.',
    timeLimitMinutes: 40,
    tasks: ['rus-stress', 'rus-soft-sign', 'rus-double-n', 'rus-prefix', 'rus-comma'],
  },
];

/**
 * The demo tutor's library of personal works built from the bank, one given to the demo client
 * and one handed in waiting for the tutor's check (docs/tutor-and-manager.md). Runs only while the
 * tutor's library is empty; the handed-in answers are written as the flows leave them, without XP
 * (the demo balances stay as seeded).
 */
export async function seedDemoPersonalWorks(db: Db): Promise<void> {
  const tutor = await findUserByEmail(db, DEMO_TUTOR_EMAIL);
  const student = await findUserByEmail(db, DEMO_CLIENT_EMAIL);
  if (!tutor || !student) return;
  const user = { id: tutor.id, role: 'TUTOR_ROLE' as const };
  if ((await listSelfStudies(db, user, { limit: 1, offset: 0 })).count > 0) return;
  const clients = await listClients(db, tutor.id, { search: DEMO_CLIENT_EMAIL, limit: 5, offset: 0 });
  const client = clients.results.find((c) => c.student.email === DEMO_CLIENT_EMAIL);
  const subjects = new Map((await listClassTypes(db)).map((t) => [t.title, t.id]));
  const now = new Date();
  for (const demo of DEMO_WORKS) {
    const classTypeId = subjects.get(demo.subject);
    if (classTypeId === undefined) continue;
    const picked = demo.tasks.map((key) => demo.pool.find((t) => t.key === key)!);
    const tasks: TaskRow[] = await db.transaction(async (tx) => {
      const rows: TaskRow[] = [];
      for (const task of picked) rows.push(await ensureTask(tx, classTypeId, task));
      return rows;
    });
    const work = await createSelfStudy(db, user, {
      title: demo.title,
      description: demo.description,
      classType: classTypeId,
      timeLimitMinutes: demo.timeLimitMinutes,
      tasks: tasks.map((t) => t.id),
    });
    if (!demo.given || !client) continue;
    const deadline = new Date(now.getTime() + (demo.given === 'assigned' ? 7 : 3) * DAY);
    const given = await assignWork(
      db,
      user,
      { selfStudy: work.id, client: client.id, deadline: deadline.toISOString() },
      'RU',
      now,
    );
    if (demo.given !== 'handed-in') continue;
    await db.transaction(async (tx) => {
      const savedAt = new Date(now.getTime() - DAY);
      const answers = [];
      for (const [i, task] of tasks.entries()) {
        answers.push(await seedAnswer(tx, 'DONE', task, picked[i]!, answerOf('DONE', picked[i]!, i)));
      }
      for (const a of answers) {
        if (a.state === 'EMPTY') continue;
        await writeAnswer(tx, {
          submissionId: given.id,
          taskId: a.task.id,
          value: a.value,
          revision: 1,
          savedAt,
          state: a.state,
          points: a.points,
        });
      }
      await updateSubmission(tx, given.id, {
        status: 'DONE',
        tasksDone: answers.filter((a) => a.value !== null).length,
        score: answers.reduce((sum, a) => sum + (a.points ?? 0), 0),
        mistakes: answers.filter((a) => a.task.correct && (a.points ?? 0) < a.task.maxPoints).length,
        submittedAt: savedAt,
      });
    });
  }
}
