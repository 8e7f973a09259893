import type { TutorClientStatus, TutorProfilePatch } from '@school/contract';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  registeredDaysAgo: number;
}

export interface DemoTutor extends DemoPerson {
  /** Subject titles of reference-data.ts. */
  subjects: string[];
  profile: TutorProfilePatch;
}

export const DEMO_TUTOR_EMAIL = 'tutor@example.com';
export const DEMO_TUTOR_SUBJECTS = ['Математика', 'Физика', 'Русский язык', 'Обществознание', 'Информатика'];
export const DEMO_TUTOR_PROFILE: TutorProfilePatch = {
  bio: 'Преподаю математику и физику восьмой год, готовлю к ОГЭ и ЕГЭ. Спокойно объясняю сложное.',
  experienceYears: 8,
  hourlyRate: 200_000,
  phone: '79035550101',
  timeZone: 'Europe/Moscow',
};

/** Two more tutors, so the manager's tutor list is a list (spec 3 §2). */
export const EXTRA_TUTORS: DemoTutor[] = [
  {
    email: 'tutor2@example.com',
    firstName: 'Ольга',
    lastName: 'Васильева',
    phone: '79035550102',
    registeredDaysAgo: 400,
    subjects: ['Физика', 'Математика'],
    profile: {
      bio: 'Физика и математика для 9–11 классов, готовлю к ОГЭ и ЕГЭ.',
      experienceYears: 12,
      hourlyRate: 250_000,
    },
  },
  {
    email: 'tutor3@example.com',
    firstName: 'Сергей',
    lastName: 'Фёдоров',
    phone: '79035550103',
    registeredDaysAgo: 120,
    subjects: ['Русский язык'],
    profile: { bio: 'Русский язык: сочинения, изложения, устное собеседование.', experienceYears: 4, hourlyRate: null },
  },
];

const student = (email: string, firstName: string, lastName: string, registeredDaysAgo: number, phone?: string) => ({
  email,
  firstName,
  lastName,
  registeredDaysAgo,
  ...(phone && { phone }),
});

export const GENERATED_STUDENTS: DemoPerson[] = [
  student('kirill.sokolov@example.com', 'Кирилл', 'Соколов', 210, '79161110001'),
  student('darya.kuznetsova@example.com', 'Дарья', 'Кузнецова', 190, '79161110002'),
  student('maksim.popov@example.com', 'Максим', 'Попов', 160),
  student('polina.lebedeva@example.com', 'Полина', 'Лебедева', 150, '79161110004'),
  student('artem.kozlov@example.com', 'Артём', 'Козлов', 95, '79161110005'),
  student('sofia.morozova@example.com', 'София', 'Морозова', 80, '79161110006'),
  student('timofey.volkov@example.com', 'Тимофей', 'Волков', 300),
  student('eva.pavlova@example.com', 'Ева', 'Павлова', 30, '79161110008'),
];

export interface DemoClient {
  tutor: string;
  student: string;
  subject: string;
  classYear: number;
  status: TutorClientStatus;
  lessonsPerWeek: number;
  sinceDaysAgo: number;
  notes: string;
}

type Row = [string, string, string, number, TutorClientStatus, number, number, string?];

// tutor, student, subject, class year, status, lessons a week, started (days ago), notes
const ROWS: Row[] = [
  [
    'tutor',
    'student',
    'Математика',
    11,
    'active',
    2,
    120,
    'Цель — 80+ баллов на профильном ЕГЭ. Слабое место: параметры.',
  ],
  ['tutor', 'student2', 'Русский язык', 9, 'active', 1, 10, 'Новый ученик, первое занятие — диагностика.'],
  ['tutor', 'kirill.sokolov', 'Математика', 11, 'active', 2, 200],
  ['tutor', 'darya.kuznetsova', 'Русский язык', 9, 'active', 1, 180, 'Готовится к устному собеседованию.'],
  ['tutor', 'maksim.popov', 'Физика', 11, 'active', 2, 150],
  ['tutor', 'polina.lebedeva', 'Математика', 10, 'paused', 1, 140, 'Пауза до конца каникул.'],
  ['tutor', 'artem.kozlov', 'Обществознание', 9, 'active', 1, 90],
  ['tutor', 'sofia.morozova', 'Информатика', 11, 'active', 3, 75],
  ['tutor', 'timofey.volkov', 'Физика', 10, 'finished', 1, 290, 'Закончили курс, контрольная на «5».'],
  ['tutor', 'eva.pavlova', 'Математика', 9, 'active', 2, 25],
  ['tutor2', 'student', 'Физика', 11, 'active', 1, 60],
  ['tutor2', 'darya.kuznetsova', 'Математика', 9, 'active', 2, 100],
  ['tutor2', 'kirill.sokolov', 'Информатика', 11, 'paused', 1, 50],
  ['tutor3', 'maksim.popov', 'Русский язык', 11, 'finished', 1, 110],
  ['tutor3', 'eva.pavlova', 'Русский язык', 9, 'active', 1, 20],
];

/** Who teaches whom: the demo tutor's ten clients (the two demo students among them) and a few more. */
export const DEMO_CLIENTS: DemoClient[] = ROWS.map(
  ([tutor, studentName, subject, classYear, status, lessonsPerWeek, sinceDaysAgo, notes = '']) => ({
    tutor: `${tutor}@example.com`,
    student: `${studentName}@example.com`,
    subject,
    classYear,
    status,
    lessonsPerWeek,
    sinceDaysAgo,
    notes,
  }),
);
