import { useId } from 'react';
import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { Criterion } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { clampPoints } from './check-rules';
import './i18n';

interface CriterionPointsProps {
  criterion: Criterion;
  value: number | null;
  onChange: (points: number | null) => void;
  /** Marks a criterion left unscored after an approve was tried. */
  missing: boolean;
}

/** Points for one criterion, 0 to its maximum: typed, or stepped with buttons big enough for a thumb. */
export function CriterionPoints({ criterion, value, onChange, missing }: CriterionPointsProps) {
  const { t } = useTranslation();
  const id = useId();
  const max = criterion.maxPoints;
  const unscored = missing && value === null;
  // An unscored criterion steps from 0: a tap on minus scores it 0, a tap on plus scores it 1.
  const step = (delta: number) => onChange(clampPoints((value ?? 0) + delta, max));
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={600}>
        {criterion.title}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          ({t('checking.submission.criterionMax', { max })})
        </Text>
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          size={44}
          variant="default"
          radius="md"
          onClick={() => step(-1)}
          disabled={value === 0}
          aria-label={t('checking.submission.decrease', { criterion: criterion.title })}
        >
          <IconMinus size={20} />
        </ActionIcon>
        <NumberInput
          id={id}
          w={80}
          size="lg"
          radius="md"
          hideControls
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          min={0}
          max={max}
          value={value ?? ''}
          onChange={(next) => onChange(clampPoints(next, max))}
          error={unscored}
          aria-describedby={unscored ? `${id}-error` : undefined}
          styles={{ input: { textAlign: 'center' } }}
        />
        <ActionIcon
          size={44}
          variant="default"
          radius="md"
          onClick={() => step(1)}
          disabled={value === max}
          aria-label={t('checking.submission.increase', { criterion: criterion.title })}
        >
          <IconPlus size={20} />
        </ActionIcon>
      </Group>
      {unscored && (
        <Text id={`${id}-error`} size="sm" c="red">
          {t('checking.submission.notScored')}
        </Text>
      )}
    </Stack>
  );
}
