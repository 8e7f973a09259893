import '../i18n';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import { emptyValue } from '../answer-values';
import { MatchInput } from './match-input';
import { MultipleInput } from './multiple-input';
import { OrderInput } from './order-input';
import { ShortInput } from './short-input';
import { SingleInput } from './single-input';

export interface AnswerInputProps {
  task: HomeworkTask;
  value: AnswerValue | null;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}

/** The input of a task the site checks itself (every type but EXTENDED, which has no input here), given the stored value or the type's empty one. */
export function SiteCheckedInput({ task, value, onChange, disabled }: AnswerInputProps) {
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
