import type { Db, Tx } from '../db/client.js';
import { hashPassword } from '../modules/auth/password.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { addClient, countClients, updateProfile } from '../modules/tutor/tutor.service.js';
import { findUserByEmail, insertUser, type UserRow } from '../modules/users/users.service.js';
import {
  DEMO_CLIENTS,
  DEMO_TUTOR_EMAIL,
  DEMO_TUTOR_PROFILE,
  DEMO_TUTOR_SUBJECTS,
  EXTRA_TUTORS,
  GENERATED_STUDENTS,
  type DemoPerson,
} from './demo-tutoring-data.js';
import { DEMO_PASSWORD } from './demo-users.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function ensurePerson(db: Tx, person: DemoPerson, role: 'STUDENT_ROLE' | 'TUTOR_ROLE', passwordHash: string) {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return existing;
  const { registeredDaysAgo, ...fields } = person;
  return insertUser(db, { ...fields, role, passwordHash, createdAt: daysAgo(registeredDaysAgo) });
}

/**
 * The demo tutor's clients, two more tutors and the students they teach, so the tutor's
 * and the manager's lists have something to show. Runs only while the demo tutor has no
 * clients, so a restart (or a tutor who edited the demo data) is left alone.
 */
export async function seedDemoTutoring(db: Db): Promise<void> {
  const demoTutor = await findUserByEmail(db, DEMO_TUTOR_EMAIL);
  if (!demoTutor || (await countClients(db, demoTutor.id)) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const subjects = new Map((await listClassTypes(db)).map((type) => [type.title, type.id]));
  const subjectId = (title: string) => {
    const id = subjects.get(title);
    if (id === undefined) throw new Error(`demo subject ${title} is missing`);
    return id;
  };
  await db.transaction(async (tx) => {
    const people = new Map<string, UserRow>([[demoTutor.email, demoTutor]]);
    for (const email of ['student@example.com', 'student2@example.com']) {
      const user = await findUserByEmail(tx, email);
      if (user) people.set(email, user);
    }
    await updateProfile(tx, demoTutor.id, { ...DEMO_TUTOR_PROFILE, subjects: DEMO_TUTOR_SUBJECTS.map(subjectId) });
    for (const { profile, subjects: titles, ...person } of EXTRA_TUTORS) {
      const user = await ensurePerson(tx, person, 'TUTOR_ROLE', passwordHash);
      people.set(user.email, user);
      await updateProfile(tx, user.id, { ...profile, phone: person.phone ?? null, subjects: titles.map(subjectId) });
    }
    for (const student of GENERATED_STUDENTS) {
      people.set(student.email, await ensurePerson(tx, student, 'STUDENT_ROLE', passwordHash));
    }
    for (const client of DEMO_CLIENTS) {
      const tutor = people.get(client.tutor);
      const student = people.get(client.student);
      if (!tutor || !student) continue;
      await addClient(tx, {
        tutorId: tutor.id,
        studentId: student.id,
        classTypeId: subjectId(client.subject),
        classYear: client.classYear,
        status: client.status,
        lessonsPerWeek: client.lessonsPerWeek,
        since: isoDate(daysAgo(client.sinceDaysAgo)),
        notes: client.notes,
      });
    }
  });
}
