import type { StartingLevel } from '@school/contract';
import type { Db } from '../db/client.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { listProductTypes, type ProductTypeInfo } from '../modules/courses/courses.service.js';
import { findTaskBySeedKey, insertTask } from '../modules/homework/homework.service.js';
import { createLevelTest, findLevelTestBySeedKey } from '../modules/level-tests/level-tests.service.js';
import { findUserByEmail, updateStudentProfile } from '../modules/users/users.service.js';
import { saveDemoEntry } from '../modules/apartment-lottery/apartment-lottery.service.js';
import { DEMO_LEVEL_TESTS } from './demo-level-tests-data.js';

/** Not exam preparation to start from (individual lessons, roulette, olympiads). */
const NOT_A_START = new Set(['IND', 'RULETKA', 'OLIMP']);

/**
 * What a level suggests among the subject's product types: a year course (from the basics) for
 * BASIC and MIDDLE, a master group (exam practice) for ADVANCED; the other of the two when the
 * subject lacks one, a short course last.
 */
function suggestions(types: ProductTypeInfo[]): { level: StartingLevel; productTypeId: number }[] {
  const usable = types.filter((type) => !NOT_A_START.has(type.type));
  const pick = (order: string[]) =>
    order.map((kind) => usable.find((type) => type.type === kind)).find((type) => type !== undefined) ?? usable[0];
  const course = pick(['COURSE', 'MG']);
  const mg = pick(['MG', 'COURSE']);
  if (!course || !mg) return [];
  return [
    { level: 'BASIC', productTypeId: course.id },
    { level: 'MIDDLE', productTypeId: course.id },
    { level: 'ADVANCED', productTypeId: mg.id },
  ];
}

/** One placement test per demo subject, after the courses and commerce demos made their product types. */
export async function seedDemoLevelTests(db: Db): Promise<void> {
  const [classTypes, productTypes] = await Promise.all([listClassTypes(db), listProductTypes(db)]);
  for (const test of DEMO_LEVEL_TESTS) {
    if (await findLevelTestBySeedKey(db, test.key)) continue;
    const classType = classTypes.find((type) => type.title === test.subject);
    if (!classType) continue;
    await db.transaction(async (tx) => {
      const taskIds: number[] = [];
      for (const q of test.questions) {
        const existing = await findTaskBySeedKey(tx, q.key);
        const task =
          existing ??
          (await insertTask(tx, {
            seedKey: q.key,
            classTypeId: classType.id,
            type: q.type,
            statementHtml: q.statement,
            options: q.options ?? [],
            correct: q.correct,
            maxPoints: q.maxPoints,
          }));
        taskIds.push(task.id);
      }
      await createLevelTest(
        tx,
        {
          seedKey: test.key,
          classTypeId: classType.id,
          title: test.title,
          intro: test.intro,
          durationMinutes: test.durationMinutes,
        },
        taskIds,
        suggestions(productTypes.filter((type) => type.classTypeId === classType.id)),
      );
    });
  }
}

/** The second demo student took part in the lottery and waits for staff (the manager's queue). */
export async function seedDemoLottery(db: Db): Promise<void> {
  const student = await findUserByEmail(db, 'student2@example.com');
  if (!student) return;
  await db.transaction(async (tx) => {
    await updateStudentProfile(tx, student.id, { acceptedApartmentLottery: true });
    await saveDemoEntry(tx, { studentId: student.id, status: 'AWAITING', points: 262, submittedAt: new Date() });
  });
}
