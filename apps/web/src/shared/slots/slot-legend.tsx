import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './i18n';

const SWATCHES = {
  selected: 'var(--mantine-primary-color-filled)',
  prime: 'var(--mantine-color-yellow-light)',
  booked: 'var(--mantine-color-grape-filled)',
  match: 'var(--mantine-color-teal-light)',
} as const;

/** What the grid's colours mean; prime-time cells also carry a dot. */
export function SlotLegend({ marks = [] }: { marks?: readonly ('booked' | 'match')[] }) {
  const { t } = useTranslation();
  const items = (['selected', 'prime', ...marks] as const).map((key) => (
    <Group key={key} gap={6} wrap="nowrap">
      <Box
        aria-hidden
        w={14}
        h={14}
        style={{
          borderRadius: 4,
          background: SWATCHES[key],
          border: `${key === 'match' ? 2 : 1}px solid ${key === 'match' ? 'var(--mantine-color-teal-filled)' : 'var(--mantine-color-default-border)'}`,
        }}
      />
      <Text size="xs" c="dimmed">
        {t(`slots.legend.${key}`)}
      </Text>
    </Group>
  ));
  return <Group gap="md">{items}</Group>;
}
