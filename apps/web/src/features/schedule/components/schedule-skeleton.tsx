import { Box, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder of the sheet while the timetable loads: a grid of cells or a few list rows. */
export function ScheduleSkeleton({ cells }: { cells: number }) {
  const { t } = useTranslation();
  if (cells === 0)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={72} radius="sm" />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="lg" p="sm" aria-busy="true" aria-label={t('common.loading')}>
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 8 }}>
        {Array.from({ length: cells }, (_, index) => (
          <Skeleton key={index} height={cells > 7 ? 110 : 320} radius="sm" />
        ))}
      </Box>
    </Paper>
  );
}
