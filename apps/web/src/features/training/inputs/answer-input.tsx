import type { AnswerValue, HomeworkTask } from '@school/contract';
import { emptyValue } from '../lib/answer-values';
import { MatchInput } from './match-input';
import { MultipleInput } from './multiple-input';
import { OrderInput } from './order-input';
import { ShortInput } from './short-input';
import { SingleInput } from './single-input';

interface AnswerInputProps {
  task: HomeworkTask;
  value: AnswerValue | null;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}

/** The input of the task's type (training has only site-checked types: no extended editor). */
export function AnswerInput({ task, value, onChange, disabled }: AnswerInputProps) {
  const common = { task, onChange, disabled };
  const current = value?.type === task.type ? value : emptyValue(task);
  switch (current.type) {
    case 'SHORT':
      return <ShortInput {...common} value={current} />;
    case 'SINGLE':
      return <SingleInput {...common} value={current} />;
    case 'MULTIPLE':
      return <MultipleInput {...common} value={current} />;
    case 'ORDER':
      return <OrderInput {...common} value={current} />;
    case 'MATCH':
      return <MatchInput {...common} value={current} />;
    case 'EXTENDED':
      return null;
  }
}
