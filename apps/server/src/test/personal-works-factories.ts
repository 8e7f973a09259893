import type { Db } from '../db/client.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { addClient } from '../modules/tutor/tutor.service.js';
import { assignWork, createSelfStudy } from '../modules/homework/homework.service.js';
import { buildTaskSet, type TaskSet } from './homework-factories.js';
import { accessTokenFor, buildUser, type TestUser } from './factories.js';

export interface TutorWorld {
  tutor: TestUser;
  tutorToken: string;
  student: TestUser;
  studentToken: string;
  clientId: number;
  classTypeId: number;
  tasks: TaskSet;
  /** Another tutor with a client of their own. */
  other: { tutor: TestUser; token: string; clientId: number };
}

/** A tutor with one client (a student), a bank task set of every type, and another tutor. */
export async function buildTutorWorld(db: Db): Promise<TutorWorld> {
  const classTypeId = (await listClassTypes(db))[0]!.id;
  const tutor = await buildUser(db, { role: 'TUTOR_ROLE' });
  const student = await buildUser(db);
  const link = (tutorId: number, studentId: number) =>
    addClient(db, { tutorId, studentId, status: 'active', classTypeId, classYear: 11, lessonsPerWeek: 2, notes: '' });
  const client = await link(tutor.id, student.id);
  const otherTutor = await buildUser(db, { role: 'TUTOR_ROLE' });
  const otherStudent = await buildUser(db);
  const otherClient = await link(otherTutor.id, otherStudent.id);
  return {
    tutor,
    tutorToken: await accessTokenFor(tutor),
    student,
    studentToken: await accessTokenFor(student),
    clientId: client.id,
    classTypeId,
    tasks: await buildTaskSet(db, classTypeId),
    other: { tutor: otherTutor, token: await accessTokenFor(otherTutor), clientId: otherClient.id },
  };
}

/** A tutor's client, a work of bank tasks and that work given to the client (for the fuzz world). */
export async function buildGivenWork(db: Db, tutorId: number, studentId: number) {
  const classTypeId = (await listClassTypes(db))[0]!.id;
  const client = await addClient(db, {
    tutorId,
    studentId,
    status: 'active',
    classTypeId,
    classYear: 11,
    lessonsPerWeek: 1,
    notes: '',
  });
  const tasks = await buildTaskSet(db, classTypeId);
  const tutor = { id: tutorId, role: 'TUTOR_ROLE' as const };
  const taskIds = Object.values(tasks).map((task) => task.id);
  const work = await createSelfStudy(db, tutor, {
    title: 'Работа',
    description: '',
    classType: classTypeId,
    timeLimitMinutes: 30,
    tasks: taskIds,
  });
  const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const given = await assignWork(db, tutor, { selfStudy: work.id, client: client.id, deadline }, 'RU');
  return {
    classTypeId,
    clientId: client.id,
    workId: work.id,
    submissionId: given.id,
    homeworkId: given.homeworkId,
    taskIds,
  };
}
