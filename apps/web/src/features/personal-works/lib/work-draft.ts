import type { BankTask, SelfStudy, SelfStudyInput } from '@school/contract';

/** The contract's bounds of a personal work. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const TASKS_MAX = 50;
export const TIMER_MAX_MINUTES = 1440;

/** A work being built: its fields and its tasks in the order the student will see them. */
export interface WorkDraft {
  title: string;
  description: string;
  classType: number | null;
  /** The timer an assignment gets by default; null = none. */
  timeLimitMinutes: number | null;
  tasks: BankTask[];
}

export const emptyDraft = (): WorkDraft => ({
  title: '',
  description: '',
  classType: null,
  timeLimitMinutes: null,
  tasks: [],
});

export const draftOf = (work: SelfStudy): WorkDraft => ({
  title: work.title,
  description: work.description,
  classType: work.classType.id,
  timeLimitMinutes: work.timeLimitMinutes,
  tasks: work.tasks,
});

/** A task is in a work once; past the limit nothing more is added. */
export function addTask(draft: WorkDraft, task: BankTask): WorkDraft {
  if (draft.tasks.some((chosen) => chosen.id === task.id) || draft.tasks.length >= TASKS_MAX) return draft;
  return { ...draft, tasks: [...draft.tasks, task] };
}

export const removeTask = (draft: WorkDraft, taskId: number): WorkDraft => ({
  ...draft,
  tasks: draft.tasks.filter((task) => task.id !== taskId),
});

/** Moves the task at `index` by `delta` places (−1 up, +1 down); at an end nothing moves. */
export function moveTask(draft: WorkDraft, index: number, delta: number): WorkDraft {
  const target = index + delta;
  if (index < 0 || index >= draft.tasks.length || target < 0 || target >= draft.tasks.length) return draft;
  const tasks = [...draft.tasks];
  [tasks[index], tasks[target]] = [tasks[target]!, tasks[index]!];
  return { ...draft, tasks };
}

export const maxScoreOf = (draft: WorkDraft): number => draft.tasks.reduce((sum, task) => sum + task.maxPoints, 0);

export type DraftErrors = Partial<Record<'title' | 'classType' | 'tasks' | 'timeLimitMinutes', string>>;

/** What keeps the work from being saved, as i18n keys by field (the contract's rules, checked before sending). */
export function draftErrors(draft: WorkDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.trim() === '') errors.title = 'personalWorks.editor.titleRequired';
  if (draft.classType === null) errors.classType = 'personalWorks.editor.subjectRequired';
  if (draft.tasks.length === 0) errors.tasks = 'personalWorks.editor.tasksRequired';
  const timer = draft.timeLimitMinutes;
  if (timer !== null && (!Number.isInteger(timer) || timer < 1 || timer > TIMER_MAX_MINUTES))
    errors.timeLimitMinutes = 'personalWorks.editor.timerRange';
  return errors;
}

/** The body of POST and PATCH /tutor/self-studies/ (call only when `draftErrors` is empty). */
export const toInput = (draft: WorkDraft): SelfStudyInput => ({
  title: draft.title.trim().slice(0, TITLE_MAX),
  description: draft.description.trim().slice(0, DESCRIPTION_MAX),
  classType: draft.classType ?? 0,
  timeLimitMinutes: draft.timeLimitMinutes,
  tasks: draft.tasks.map((task) => task.id),
});
