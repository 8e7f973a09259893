import { Box, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  inMonth,
  monthGrid,
  weekdayIndex,
  yearMonthOf,
  type DayKey,
  type TimetableItem as Item,
} from '../lib/calendar';
import { dayTitle, weekdayNames } from '../lib/format';
import { DayNumber } from './day-number';
import { itemKey, TimetableItem } from './timetable-item';
import '../i18n';

/** A month cell shows this many items; the rest hide behind '+N', which opens the day. */
export const MAX_CELL_ITEMS = 3;

const BORDER = '1px solid var(--mantine-color-default-border)';
const COLUMNS = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

interface MonthGridProps {
  anchor: DayKey;
  today: DayKey;
  byDay: Map<DayKey, Item[]>;
  onOpenDay: (day: DayKey) => void;
}

/** Spec 2 §2 month sheet: six Monday-first weeks, today marked, up to three items a day. */
export function MonthGrid({ anchor, today, byDay, onOpenDay }: MonthGridProps) {
  const { t, i18n } = useTranslation();
  const month = yearMonthOf(anchor);
  const days = monthGrid(month).flat();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} aria-label={t('schedule.calendar')} role="region">
      <Box style={COLUMNS}>
        {weekdayNames(i18n.language).map((name, index) => (
          <Text
            key={name}
            size="xs"
            fw={600}
            c={index > 4 ? 'var(--mantine-color-red-text)' : 'dimmed'}
            tt="uppercase"
            px="sm"
            py={6}
          >
            {name}
          </Text>
        ))}
      </Box>
      <Box style={COLUMNS}>
        {days.map((day) => {
          const own = inMonth(day, month);
          const items = own ? (byDay.get(day) ?? []) : [];
          const hidden = items.length - MAX_CELL_ITEMS;
          return (
            <Box
              key={day}
              data-day={day}
              p={4}
              mih={128}
              style={{
                borderTop: BORDER,
                borderInlineStart: weekdayIndex(day) > 0 ? BORDER : undefined,
                background: own ? undefined : 'var(--mantine-color-default-hover)',
                minWidth: 0,
              }}
            >
              <Stack gap={4}>
                <DayNumber day={day} isToday={day === today} muted={!own} onOpen={onOpenDay} />
                {items.slice(0, MAX_CELL_ITEMS).map((item) => (
                  <TimetableItem key={itemKey(item)} item={item} variant="chip" />
                ))}
                {hidden > 0 && (
                  <UnstyledButton
                    onClick={() => onOpenDay(day)}
                    aria-label={t('schedule.moreLabel', { count: hidden, day: dayTitle(day, i18n.language) })}
                    fz="xs"
                    fw={600}
                    c="var(--mantine-primary-color-light-color)"
                    px={6}
                  >
                    {t('schedule.more', { count: hidden })}
                  </UnstyledButton>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
