import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@school/contract';
import '../i18n';

interface DoubleDaysProps {
  value: readonly number[];
  /** Days a booked schedule makes double: always on. */
  forced: readonly number[];
  onChange: (days: number[]) => void;
}

/** Spec 3 §4: days with a double lesson need more than one slot; the tutor marks them here. */
export function DoubleDays({ value, forced, onChange }: DoubleDaysProps) {
  const { t } = useTranslation();
  const on = new Set([...value, ...forced]);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="double-days-label">
        {t('tutorSlots.doubleDays.label')}
      </Text>
      <Group gap={6} role="group" aria-labelledby="double-days-label">
        {WEEKDAYS.map((day) => (
          <Chip
            key={day}
            size="xs"
            checked={on.has(day)}
            disabled={forced.includes(day)}
            onChange={(checked) => onChange(checked ? [...value, day] : value.filter((other) => other !== day))}
            aria-label={t(`slots.weekday.${day}`)}
          >
            {t(`slots.weekdayShort.${day}`)}
          </Chip>
        ))}
      </Group>
      {forced.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('tutorSlots.doubleDays.forced')}
        </Text>
      )}
    </Stack>
  );
}
