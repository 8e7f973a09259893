import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyValue } from '../../../shared/homework/answer-values';
import { SiteCheckedInput, type AnswerInputProps } from '../../../shared/homework/inputs/site-checked-input';

// Tiptap is heavy: it loads with the first extended task, not with the page (issue 10).
const ExtendedInput = lazy(() => import('./extended-input').then((module) => ({ default: module.ExtendedInput })));

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
  if (current.type !== 'EXTENDED') return <SiteCheckedInput {...common} value={current} />;
  return (
    <Suspense fallback={<EditorLoading />}>
      <ExtendedInput {...common} value={current} />
    </Suspense>
  );
}
