import type { BankTask, SelfStudy, TutorSubmission } from '@school/contract';

const MATH = { id: 2, title: 'Математика', color: '#4c6ef5' };

/** Test data of the personal works screens. */
export const bankTask = (id: number, overrides: Partial<BankTask> = {}): BankTask => ({
  id,
  classType: MATH,
  type: 'SHORT',
  statementHtml: `<p>Найдите значение выражения ${id}</p>`,
  options: [],
  matchItems: [],
  taskNumberId: 7,
  examTaskNumber: 7,
  topicId: 3,
  topic: 'Производная',
  maxPoints: 1,
  isStar: false,
  hint: null,
  theoryUrl: null,
  criteria: [],
  isOwn: false,
  correct: null,
  correctHtml: null,
  explanationHtml: null,
  ...overrides,
});

export const selfStudy = (overrides: Partial<SelfStudy> = {}): SelfStudy => ({
  id: 9,
  title: 'Производная: разминка',
  description: 'Пять задач на правила дифференцирования',
  classType: MATH,
  timeLimitMinutes: null,
  tasksTotal: 2,
  maxScore: 2,
  assignedCount: 1,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
  tasks: [bankTask(1), bankTask(2)],
  ...overrides,
});

export const given = (overrides: Partial<TutorSubmission> = {}): TutorSubmission => ({
  id: 77,
  homeworkId: 140,
  selfStudyId: 9,
  clientId: 3,
  student: { id: 1, firstName: 'Алиса', lastName: 'Смирнова' },
  title: 'Производная: разминка',
  classType: MATH,
  status: 'UNDONE',
  needsCheck: false,
  deadline: '2099-12-03T20:59:00Z',
  timeLimitMinutes: 30,
  startedAt: null,
  endsAt: null,
  submittedAt: null,
  checkedAt: null,
  score: null,
  maxScore: 2,
  tasksTotal: 2,
  tasksDone: 0,
  assignedAt: '2026-11-25T10:00:00Z',
  ...overrides,
});
