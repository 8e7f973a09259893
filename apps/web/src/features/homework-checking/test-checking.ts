import type { CheckingQueueItem } from '@school/contract';

/** Test data of the checking queue. */
export const queueItem = (overrides: Partial<CheckingQueueItem> = {}): CheckingQueueItem => ({
  submissionId: 77,
  homeworkId: 40,
  homeworkTitle: 'Производная и её применение',
  classType: { id: 2, title: 'Математика', color: '#4c6ef5' },
  student: { id: 1, firstName: 'Аня', lastName: 'Петрова' },
  status: 'DONE',
  deadline: '2026-11-30T20:59:00Z',
  submittedAt: '2026-11-25T09:30:00Z',
  tasksToCheck: 2,
  ...overrides,
});

export const checkingSubjects = [
  {
    classType: { id: 2, title: 'Математика', color: '#4c6ef5' },
    homeworks: [
      { id: 40, title: 'Производная и её применение', waiting: 2 },
      { id: 41, title: 'Планиметрия', waiting: 1 },
    ],
  },
  {
    classType: { id: 3, title: 'Физика', color: '#12b886' },
    homeworks: [{ id: 50, title: 'Кинематика', waiting: 1 }],
  },
];
