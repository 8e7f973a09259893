import type { AnswerValue, HomeworkTask, TaskType } from '@school/contract';

/** What every task input gets: its task, its current value of its own type, and where changes go. */
export interface InputProps<T extends TaskType> {
  task: HomeworkTask;
  value: Extract<AnswerValue, { type: T }>;
  onChange: (value: Extract<AnswerValue, { type: T }>) => void;
  disabled?: boolean;
}
