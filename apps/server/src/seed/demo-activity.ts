import type { Db } from '../db/client.js';
import { hasPageViews, insertPageViews } from '../modules/analytics/analytics.service.js';
import { insertSubmission } from '../modules/lessons/lesson-views.repo.js';
import { ownedLessonIds } from '../modules/lessons/lessons.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_USERS } from './demo-users.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The dashboard's longest period (docs/staff-dashboard.md). */
const DAYS = 30;

/**
 * The demo school's last month for the staff dashboard (docs/staff-dashboard.md): the days each
 * demo student opened the platform and the lessons of theirs they watched. Only the dashboard reads
 * these rows, so nothing a student sees changes. A second start finds the page views and adds none.
 */
export async function seedDemoActivity(db: Db, now = new Date()): Promise<void> {
  const students: { id: number }[] = [];
  for (const demo of DEMO_USERS.filter((user) => user.role === 'STUDENT_ROLE')) {
    const user = await findUserByEmail(db, demo.email);
    if (user) students.push(user);
  }
  if (students.length === 0 || (await hasPageViews(db, students[0]!.id))) return;
  await db.transaction(async (tx) => {
    for (const [index, student] of students.entries()) {
      const lessonIds = await ownedLessonIds(tx, student.id, now, 10);
      const views: { userId: number; at: Date; path: string }[] = [];
      for (let day = 1; day <= DAYS; day++) {
        // Every student skips some days, each on its own rhythm, so the chart has a shape.
        if ((day + index) % (index + 2) === 0) continue;
        const at = new Date(now.getTime() - day * DAY + (index + 1) * HOUR);
        views.push({ userId: student.id, at, path: '/home' });
        const lessonId = lessonIds[(day + index) % Math.max(lessonIds.length, 1)];
        if (lessonId !== undefined && day % 3 !== 0) {
          await insertSubmission(tx, { studentId: student.id, lessonId, time: 600, isLive: false, createdAt: at });
        }
      }
      await insertPageViews(tx, views);
    }
  });
}
