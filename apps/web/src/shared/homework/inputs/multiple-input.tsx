import { Checkbox, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../rich-html';
import { toggleChoice } from '../answer-values';
import { plainText } from '../formulas';
import type { InputProps } from './input-props';
import classes from './choice-card.module.css';

/** Every right answer of several; the value keeps the options' order. */
export function MultipleInput({ task, value, onChange, disabled }: InputProps<'MULTIPLE'>) {
  const { t } = useTranslation();
  const labelId = useId();
  const order = task.options.map((option) => option.id);
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t('homeworkInput.multiple')}
      </Text>
      <Stack gap="xs" mt="xs">
        {task.options.map((option) => {
          const checked = value.choices.includes(option.id);
          return (
            <label key={option.id} className={classes.card} data-checked={checked || undefined}>
              <Checkbox
                checked={checked}
                disabled={disabled}
                mt={2}
                aria-label={plainText(option.html)}
                onChange={() => onChange({ type: 'MULTIPLE', choices: toggleChoice(value.choices, option.id, order) })}
              />
              <RichHtml html={option.html} inline />
            </label>
          );
        })}
      </Stack>
    </div>
  );
}
