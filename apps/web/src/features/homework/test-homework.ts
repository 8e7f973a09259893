import type { HomeworkDetail, HomeworkListItem, HomeworkTask, TaskAnswer, TaskType } from '@school/contract';

const options = (...ids: string[]) => ids.map((id) => ({ id, html: `<p>Вариант ${id}</p>` }));

export const task = (id: number, type: TaskType, overrides: Partial<HomeworkTask> = {}): HomeworkTask => ({
  id,
  position: id,
  type,
  statementHtml: `<p>Условие задания ${id}: $x^2 = 4$</p>`,
  options: type === 'SHORT' || type === 'EXTENDED' ? [] : options('a', 'b', 'c'),
  matchItems:
    type === 'MATCH'
      ? [
          { id: 'l1', html: 'Сила' },
          { id: 'l2', html: 'Масса' },
        ]
      : [],
  examTaskNumber: 7,
  topic: 'Квадратные уравнения',
  maxPoints: type === 'EXTENDED' ? 3 : 1,
  isStar: id === 2,
  hint: id === 1 ? 'Вспомни формулу корней' : null,
  theoryUrl: null,
  criteria: type === 'EXTENDED' ? [{ id: 1, title: 'Обоснование', maxPoints: 3 }] : [],
  ...overrides,
});

export const answer = (taskId: number, overrides: Partial<TaskAnswer> = {}): TaskAnswer => ({
  taskId,
  value: null,
  revision: 0,
  savedAt: null,
  state: 'EMPTY',
  points: null,
  editable: true,
  comment: null,
  criteriaPoints: [],
  correctAnswerHtml: null,
  explanationHtml: null,
  ...overrides,
});

/** A homework with one task of each type the site checks (SHORT first), in the doing state. */
export const TASKS = [task(1, 'SHORT'), task(2, 'SINGLE'), task(3, 'MULTIPLE'), task(4, 'ORDER'), task(5, 'MATCH')];

export const makeDetail = (overrides: Partial<HomeworkDetail> = {}): HomeworkDetail => ({
  id: 5,
  title: 'Квадратные уравнения',
  kind: 'LESSON',
  lessonId: 12,
  lessonTitle: 'Урок 3. Квадратные уравнения',
  classType: { id: 1, title: 'Математика', color: '#4263eb' },
  deadline: '2099-12-01T20:59:00Z',
  isExpired: false,
  tasks: TASKS,
  submission: {
    id: 40,
    status: 'UNDONE',
    submittedAt: null,
    checkedAt: null,
    refuseReason: null,
    score: null,
    maxScore: 5,
    expEarned: 0,
    canWorkOnBugs: false,
    attempt: 1,
    answers: TASKS.map((entry) => answer(entry.id)),
  },
  student: { id: 1, firstName: 'Аня', lastName: 'Петрова' },
  tutorName: null,
  timeLimitMinutes: null,
  startedAt: null,
  endsAt: null,
  ...overrides,
});

export const listItem = (overrides: Partial<HomeworkListItem> = {}): HomeworkListItem => ({
  homeworkId: 5,
  submissionId: 40,
  title: 'Квадратные уравнения',
  kind: 'LESSON',
  lessonId: 12,
  lessonTitle: 'Урок 3',
  classType: { id: 1, title: 'Математика', color: '#4263eb' },
  deadline: '2099-12-01T20:59:00Z',
  status: 'UNDONE',
  tasksTotal: 10,
  tasksDone: 3,
  starTasks: 2,
  score: null,
  maxScore: 12,
  tutorName: null,
  timeLimitMinutes: null,
  ...overrides,
});
