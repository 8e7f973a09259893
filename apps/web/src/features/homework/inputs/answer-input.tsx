import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import { emptyValue } from '../lib/answer-values';
import { MatchInput } from './match-input';
import { MultipleInput } from './multiple-input';
import { OrderInput } from './order-input';
import { ShortInput } from './short-input';
import { SingleInput } from './single-input';

// Tiptap is heavy: it loads with the first extended task, not with the page (issue 10).
const ExtendedInput = lazy(() => import('./extended-input').then((module) => ({ default: module.ExtendedInput })));

interface AnswerInputProps {
  task: HomeworkTask;
  value: AnswerValue | null;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}

function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mih={160}>
      <Loader size="sm" />
      <Text size="sm">{t('homework.input.editorLoading')}</Text>
    </Group>
  );
}

/** The input of the task's type, given the stored value or the type's empty one. */
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
      return (
        <Suspense fallback={<EditorLoading />}>
          <ExtendedInput {...common} value={current} />
        </Suspense>
      );
  }
}
