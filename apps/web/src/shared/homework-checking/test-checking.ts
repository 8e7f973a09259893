import type { HomeworkDetail, HomeworkTask, TaskAnswer } from '@school/contract';

/** Test data of the checking screens: a math homework with one site-checked and two extended tasks. */
export const task = (overrides: Partial<HomeworkTask> & Pick<HomeworkTask, 'id' | 'position'>): HomeworkTask => ({
  type: 'EXTENDED',
  statementHtml: `<p>Условие задания ${overrides.id}</p>`,
  options: [],
  matchItems: [],
  examTaskNumber: null,
  topic: null,
  maxPoints: 3,
  isStar: false,
  hint: null,
  theoryUrl: null,
  criteria: [],
  ...overrides,
});

export const answer = (overrides: Partial<TaskAnswer> & Pick<TaskAnswer, 'taskId'>): TaskAnswer => ({
  value: null,
  revision: 1,
  savedAt: '2026-11-20T10:00:00Z',
  state: 'CHECKING',
  points: null,
  editable: false,
  comment: null,
  criteriaPoints: [],
  correctAnswerHtml: null,
  explanationHtml: null,
  ...overrides,
});

export const submissionDetail = (overrides: Partial<HomeworkDetail['submission']> = {}): HomeworkDetail => ({
  id: 40,
  title: 'Производная и её применение',
  kind: 'LESSON',
  lessonId: 5,
  lessonTitle: 'Производная',
  classType: { id: 2, title: 'Математика', color: '#4c6ef5' },
  deadline: '2026-11-30T20:59:00Z',
  isExpired: false,
  student: { id: 1, firstName: 'Аня', lastName: 'Петрова' },
  tutorName: null,
  timeLimitMinutes: null,
  startedAt: null,
  endsAt: null,
  tasks: [
    task({
      id: 12,
      position: 1,
      maxPoints: 3,
      examTaskNumber: 13,
      isStar: true,
      criteria: [
        { id: 1, title: 'Верный ответ', maxPoints: 1 },
        { id: 2, title: 'Обоснование', maxPoints: 2 },
      ],
    }),
    task({ id: 11, position: 0, type: 'SHORT', maxPoints: 1 }),
    task({ id: 13, position: 2, maxPoints: 2, criteria: [{ id: 3, title: 'Решение', maxPoints: 2 }] }),
  ],
  submission: {
    id: 77,
    status: 'DONE',
    submittedAt: '2026-11-25T09:30:00Z',
    checkedAt: null,
    refuseReason: null,
    score: null,
    maxScore: 6,
    expEarned: 10,
    canWorkOnBugs: false,
    attempt: 1,
    answers: [
      answer({ taskId: 11, value: { type: 'SHORT', text: '0,25' }, state: 'CORRECT', points: 1 }),
      answer({
        taskId: 12,
        value: {
          type: 'EXTENDED',
          html: '<p>Найдём производную: <strong>f′(x) = 2x</strong></p>',
          files: [{ url: '/uploads/photo-1.jpg', name: 'решение.jpg' }],
        },
      }),
      answer({ taskId: 13, value: { type: 'EXTENDED', html: '<p>Ответ: 4</p>', files: [] } }),
    ],
    ...overrides,
  },
});
