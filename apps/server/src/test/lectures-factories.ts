import type { Role } from '@school/contract';
import { accessTokenFor, buildUser, type TestUser } from './factories.js';
import type { TestApp } from './test-app.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { addClient } from '../modules/tutor/tutor.service.js';
import { insertSubTheory, upsertTopic } from '../modules/lectures/theory.service.js';

export interface LecturesWorld {
  tutor: TestUser;
  tutorToken: string;
  otherTutorToken: string;
  student: TestUser;
  studentToken: string;
  otherStudentToken: string;
  managerToken: string;
  /** The tutor's client (the student), and another tutor's client (another student). */
  clientId: number;
  foreignClientId: number;
  maths: number;
  physics: number;
  /** Maths topic "Производная" with three sub-theories, physics topic "Кинематика" with one. */
  derivativeTopic: number;
  subTheories: number[];
  physicsSubTheory: number;
}

const token = async (user: TestUser) => accessTokenFor(user);

/** Two tutors, their clients, theory of two subjects: what every lectures test starts from. */
export async function buildLecturesWorld(t: TestApp): Promise<LecturesWorld> {
  const types = await listClassTypes(t.db);
  const maths = types.find((type) => type.title === 'Математика')!.id;
  const physics = types.find((type) => type.title === 'Физика')!.id;
  const person = (role: Role) => buildUser(t.db, { role, firstName: 'Анна', lastName: 'Петрова' });
  const [tutor, otherTutor, student, otherStudent, manager] = await Promise.all([
    person('TUTOR_ROLE'),
    person('TUTOR_ROLE'),
    person('STUDENT_ROLE'),
    person('STUDENT_ROLE'),
    person('MANAGER_CS'),
  ]);
  const link = (tutorId: number, studentId: number) =>
    addClient(t.db, { tutorId, studentId, classTypeId: maths, classYear: 11, status: 'active' });
  const client = await link(tutor.id, student.id);
  const foreign = await link(otherTutor.id, otherStudent.id);
  const topic = await upsertTopic(t.db, {
    classTypeId: maths,
    title: 'Производная',
    description: 'Смысл и правила',
    position: 1,
  });
  const subTheories: number[] = [];
  for (const [position, title] of ['Геометрический смысл', 'Правила дифференцирования', 'Экстремумы'].entries()) {
    const row = await insertSubTheory(t.db, {
      topicId: topic.id,
      title,
      text: `<p>${title}: объяснение.</p>`,
      videoUrl: '/media/sample-lesson.webm',
      videoLength: 72,
      position,
    });
    subTheories.push(row.id);
  }
  await upsertTopic(t.db, { classTypeId: maths, title: 'Квадратные уравнения', description: '', position: 0 });
  const kinematics = await upsertTopic(t.db, {
    classTypeId: physics,
    title: 'Кинематика',
    description: '',
    position: 0,
  });
  const physicsSub = await insertSubTheory(t.db, {
    topicId: kinematics.id,
    title: 'Свободное падение',
    text: '<p>g ≈ 9,8 м/с²</p>',
    videoUrl: null,
    videoLength: null,
  });
  return {
    tutor,
    tutorToken: await token(tutor),
    otherTutorToken: await token(otherTutor),
    student,
    studentToken: await token(student),
    otherStudentToken: await token(otherStudent),
    managerToken: await token(manager),
    clientId: client.id,
    foreignClientId: foreign.id,
    maths,
    physics,
    derivativeTopic: topic.id,
    subTheories,
    physicsSubTheory: physicsSub.id,
  };
}
