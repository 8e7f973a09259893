import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InputProps } from './input-props';

/** A number or a word; the server normalises case, spaces and a decimal comma. */
export function ShortInput({ task, value, onChange, disabled }: InputProps<'SHORT'>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('homeworkInput.short')}
      placeholder={t('homeworkInput.shortPlaceholder')}
      size="md"
      maxLength={500}
      autoComplete="off"
      name={`task-${task.id}`}
      value={value.text}
      disabled={disabled}
      onChange={(event) => onChange({ type: 'SHORT', text: event.currentTarget.value })}
    />
  );
}
