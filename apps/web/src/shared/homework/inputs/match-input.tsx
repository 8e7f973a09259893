import { NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../rich-html';
import { plainText } from '../formulas';
import type { InputProps } from './input-props';

/** A select per left item: the phone's own picker, no dragging lines between columns. */
export function MatchInput({ task, value, onChange, disabled }: InputProps<'MATCH'>) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('homeworkInput.pick') },
    ...task.options.map((option) => ({ value: option.id, label: plainText(option.html) })),
  ];
  const choose = (itemId: string, optionId: string) => {
    const pairs = { ...value.pairs };
    if (optionId) pairs[itemId] = optionId;
    else delete pairs[itemId];
    onChange({ type: 'MATCH', pairs });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('homeworkInput.match')}
      </Text>
      {task.matchItems.map((item) => (
        <NativeSelect
          key={item.id}
          size="md"
          label={<RichHtml html={item.html} inline />}
          aria-label={plainText(item.html)}
          data={options}
          value={value.pairs[item.id] ?? ''}
          disabled={disabled}
          onChange={(event) => choose(item.id, event.currentTarget.value)}
        />
      ))}
    </Stack>
  );
}
