import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayKey, TimetableItem as Item } from '../lib/calendar';
import { shortDayTitle } from '../lib/format';
import { itemKey, TimetableItem } from './timetable-item';
import '../i18n';

interface AgendaListProps {
  days: DayKey[];
  today: DayKey;
  byDay: Map<DayKey, Item[]>;
  /** Days without items are listed too (a week, a day); a month lists only its busy days. */
  withEmptyDays: boolean;
}

/**
 * The collapsed and the compact (below 1025 px, spec 2 §9) layout: days one under another. A month
 * that holds today starts at today: the days before it wait behind a button, so a phone opens on
 * what is next rather than on the 1st.
 */
export function AgendaList({ days, today, byDay, withEmptyDays }: AgendaListProps) {
  const { t, i18n } = useTranslation();
  const [withPast, setWithPast] = useState(false);
  const shown = withEmptyDays ? days : days.filter((day) => (byDay.get(day) ?? []).length > 0);
  const past = !withEmptyDays && days.includes(today) ? shown.filter((day) => day < today) : [];
  const listed = withPast ? shown : shown.filter((day) => !past.includes(day));
  return (
    <Stack gap="lg" maw={880} role="region" aria-label={t('schedule.agenda')}>
      {past.length > 0 && !withPast && (
        <Button variant="subtle" onClick={() => setWithPast(true)} style={{ alignSelf: 'flex-start' }}>
          {t('schedule.showPast', { count: past.length })}
        </Button>
      )}
      {listed.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('schedule.restOfMonthEmpty')}
        </Text>
      )}
      {listed.map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <Stack key={day} gap={8} data-day={day} component="section">
            <Group gap="xs">
              <Title order={2} size="h5" fw={700} aria-current={day === today ? 'date' : undefined}>
                {shortDayTitle(day, i18n.language)}
              </Title>
              {day === today && (
                <Badge size="sm" variant="light">
                  {t('schedule.todayMark')}
                </Badge>
              )}
            </Group>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('schedule.nothingThisDay')}
              </Text>
            ) : (
              items.map((item) => <TimetableItem key={itemKey(item)} item={item} variant="card" />)
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
