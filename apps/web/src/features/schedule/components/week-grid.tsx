import { Box, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { partsOf, weekOf, type DayKey, type TimetableItem as Item } from '../lib/calendar';
import { dayTitle, weekdayNames } from '../lib/format';
import { itemKey, TimetableItem } from './timetable-item';
import '../i18n';

const BORDER = '1px solid var(--mantine-color-default-border)';

interface WeekGridProps {
  anchor: DayKey;
  today: DayKey;
  byDay: Map<DayKey, Item[]>;
  onOpenDay: (day: DayKey) => void;
}

/** Spec 2 §2 week sheet: Monday to Sunday side by side, each day's items by time. */
export function WeekGrid({ anchor, today, byDay, onOpenDay }: WeekGridProps) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(i18n.language);
  return (
    <Paper
      withBorder
      radius="lg"
      role="region"
      aria-label={t('schedule.calendar')}
      style={{ overflow: 'hidden', display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
    >
      {weekOf(anchor).map((day, index) => {
        const isToday = day === today;
        const items = byDay.get(day) ?? [];
        return (
          <Box
            key={day}
            data-day={day}
            mih={360}
            style={{ borderInlineStart: index > 0 ? BORDER : undefined, minWidth: 0 }}
          >
            <UnstyledButton
              onClick={() => onOpenDay(day)}
              aria-label={t('schedule.openDay', { day: dayTitle(day, i18n.language) })}
              aria-current={isToday ? 'date' : undefined}
              w="100%"
              px="sm"
              py={8}
              style={{
                borderBottom: BORDER,
                background: isToday ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Text size="xs" fw={600} tt="uppercase" c={index > 4 ? 'var(--mantine-color-red-text)' : 'dimmed'}>
                {names[index]}
              </Text>
              <Text size="lg" fw={700} c={isToday ? 'var(--mantine-primary-color-light-color)' : undefined}>
                {partsOf(day).day}
              </Text>
            </UnstyledButton>
            <Stack gap={6} p={4}>
              {items.map((item) => (
                <TimetableItem key={itemKey(item)} item={item} variant="tile" />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Paper>
  );
}
