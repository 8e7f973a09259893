import type { Db } from '../db/client.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { countClientLectures, insertLecture } from '../modules/lectures/lectures.service.js';
import { insertSubTheory, listSubTheoriesOf, upsertTopic } from '../modules/lectures/theory.service.js';
import { listClients } from '../modules/tutor/tutor.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { DEMO_THEORY } from './demo-theory-data.js';
import { DEMO_TUTOR_EMAIL } from './demo-tutoring-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The theory of the demo subjects; a topic that already has its sub-theories is left alone. */
export async function seedDemoTheory(db: Db): Promise<void> {
  const subjects = new Map((await listClassTypes(db)).map((type) => [type.title, type.id]));
  await db.transaction(async (tx) => {
    for (const [position, topic] of DEMO_THEORY.entries()) {
      const classTypeId = subjects.get(topic.subject);
      if (classTypeId === undefined) continue;
      const row = await upsertTopic(tx, { classTypeId, title: topic.title, description: topic.description, position });
      if ((await listSubTheoriesOf(tx, row.id)).length > 0) continue;
      for (const [index, sub] of topic.subTheories.entries()) {
        await insertSubTheory(tx, {
          topicId: row.id,
          title: sub.title,
          text: sub.text,
          videoUrl: sub.video ?? null,
          videoLength: sub.videoLength ?? null,
          position: index,
        });
      }
    }
  });
}

/**
 * Two lectures the demo tutor gave the demo student in maths: one watched, one waiting with a
 * deadline. The other maths sub-theories stay free for the tutor to assign (e2e/tutor-lectures).
 */
export async function seedDemoLectures(db: Db): Promise<void> {
  const tutor = await findUserByEmail(db, DEMO_TUTOR_EMAIL);
  if (!tutor) return;
  const clients = await listClients(db, tutor.id, { search: 'student@example.com', limit: 5, offset: 0 });
  const client = clients.results.find((row) => row.student.email === 'student@example.com');
  if (!client || (await countClientLectures(db, client.id)).assigned > 0) return;
  const topics = DEMO_THEORY.filter((topic) => topic.subject === 'Математика');
  const subjects = new Map((await listClassTypes(db)).map((type) => [type.title, type.id]));
  const maths = subjects.get('Математика');
  if (maths === undefined || topics.length < 2) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const derivative = await upsertTopic(tx, {
      classTypeId: maths,
      title: topics[1]!.title,
      description: topics[1]!.description,
      position: 1,
    });
    const [first, second] = await listSubTheoriesOf(tx, derivative.id);
    if (!first || !second) return;
    await insertLecture(tx, {
      tutorId: tutor.id,
      studentId: client.student.id,
      clientId: client.id,
      subTheoryId: first.id,
      comment: 'Посмотри перед занятием в четверг: разберём задание 7.',
      deadline: null,
      viewedAt: new Date(now - 2 * DAY_MS),
      createdAt: new Date(now - 4 * DAY_MS),
      updatedAt: new Date(now - 4 * DAY_MS),
    });
    await insertLecture(tx, {
      tutorId: tutor.id,
      studentId: client.student.id,
      clientId: client.id,
      subTheoryId: second.id,
      comment: 'Выпиши таблицу производных в тетрадь.',
      deadline: isoDate(new Date(now + 5 * DAY_MS)),
      createdAt: new Date(now - DAY_MS),
      updatedAt: new Date(now - DAY_MS),
    });
  });
}
