import { useTranslation } from 'react-i18next';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import { TaskHelp } from '../../../shared/homework/task-help';
import { AnswerInput } from '../inputs/answer-input';
import { TaskFrame } from './task-frame';

interface TaskCardProps {
  task: HomeworkTask;
  number: number;
  value: AnswerValue | null;
  onChange: (taskId: number, value: AnswerValue) => void;
  disabled: boolean;
}

/** One task to do: statement, the input of its type, the hint behind a button and the theory link. */
export function TaskCard({ task, number, value, onChange, disabled }: TaskCardProps) {
  const { t } = useTranslation();
  return (
    <TaskFrame task={task} number={number}>
      <AnswerInput task={task} value={value} onChange={(next) => onChange(task.id, next)} disabled={disabled} />
      <TaskHelp
        task={task}
        labels={{ showHint: t('homework.do.showHint'), hint: t('homework.do.hint'), theory: t('homework.do.theory') }}
        onboarding
      />
    </TaskFrame>
  );
}
