import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../rich-html';
import { plainText } from '../formulas';
import type { InputProps } from './input-props';
import classes from './choice-card.module.css';

/** One answer of several, each a whole-width card: a big target for a thumb. */
export function SingleInput({ task, value, onChange, disabled }: InputProps<'SINGLE'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('homeworkInput.single')}
      value={value.choice}
      onChange={(choice) => onChange({ type: 'SINGLE', choice })}
      name={`task-${task.id}`}
    >
      <Stack gap="xs" mt="xs">
        {task.options.map((option) => (
          <label key={option.id} className={classes.card} data-checked={value.choice === option.id || undefined}>
            <Radio value={option.id} disabled={disabled} mt={2} aria-label={plainText(option.html)} />
            <RichHtml html={option.html} inline />
          </label>
        ))}
      </Stack>
    </Radio.Group>
  );
}
