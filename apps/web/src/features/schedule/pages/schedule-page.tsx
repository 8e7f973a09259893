import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIMETABLE_TYPES } from '@school/contract';
import { useTimetable } from '../api/get-timetable';
import { AgendaList } from '../components/agenda-list';
import { DayList } from '../components/day-list';
import { EmptyNote } from '../components/empty-note';
import { LoadError } from '../components/load-error';
import { MonthGrid } from '../components/month-grid';
import { ScheduleSkeleton } from '../components/schedule-skeleton';
import { ScheduleToolbar } from '../components/schedule-toolbar';
import { WeekGrid } from '../components/week-grid';
import { useCollapsed } from '../hooks/use-collapsed';
import { useScheduleView, type ScheduleNavigation } from '../hooks/use-schedule-view';
import { daysOfRange, monthsOfRange } from '../lib/calendar';
import type { TimetableType } from '../lib/schedule-search';
import '../i18n';
import { useMediaMatch } from '../../../shared/ui/use-media-match';

/** Spec 2 §9: the calendar switches to its compact layout below 1025 px. */
export const COMPACT_QUERY = '(max-width: 1024px)';

/** Spec 2 §2 Calendar sheet: the student's lessons or homework by month, week or day. */
export function SchedulePage() {
  const { t } = useTranslation();
  const navigation = useScheduleView();
  const { view } = navigation;
  const compact = useMediaMatch(COMPACT_QUERY);
  const [collapsed, setCollapsed] = useCollapsed();
  const timetable = useTimetable(view.type, monthsOfRange(view.range, view.anchor));

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('schedule.title')}
        </Title>
        <SegmentedControl
          aria-label={t('schedule.typeLabel')}
          value={view.type}
          onChange={(value) => navigation.setType(value as TimetableType)}
          data={TIMETABLE_TYPES.map((type) => ({ value: type, label: t(`schedule.types.${type}`) }))}
          fullWidth={compact}
          w={compact ? '100%' : undefined}
        />
      </Group>
      <ScheduleToolbar
        navigation={navigation}
        compact={compact}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
      />
      {timetable.isError ? (
        <LoadError message={t('schedule.loadError')} onRetry={timetable.retry} />
      ) : (
        <ScheduleSheet navigation={navigation} asList={compact || collapsed} timetable={timetable} />
      )}
    </Stack>
  );
}

interface SheetProps {
  navigation: ScheduleNavigation;
  asList: boolean;
  timetable: ReturnType<typeof useTimetable>;
}

function ScheduleSheet({ navigation, asList, timetable }: SheetProps) {
  const { view, today, openDay } = navigation;
  const { range, anchor, type } = view;
  if (timetable.isPending)
    return <ScheduleSkeleton cells={asList || range === 'day' ? 0 : range === 'week' ? 7 : 42} />;

  const { byDay } = timetable;
  const days = daysOfRange(range, anchor);
  const empty = days.every((day) => (byDay.get(day) ?? []).length === 0);
  const note = empty ? (
    <EmptyNote range={range} type={type} onShowLessons={() => navigation.setType('lesson')} />
  ) : null;

  if (range === 'day') return note ?? <DayList items={byDay.get(anchor) ?? []} />;
  if (asList)
    return note && range === 'month' ? (
      note
    ) : (
      <Stack gap="lg">
        {note}
        <AgendaList days={days} today={today} byDay={byDay} withEmptyDays={range === 'week'} />
      </Stack>
    );
  const Grid = range === 'week' ? WeekGrid : MonthGrid;
  return (
    <Stack gap="md">
      {note}
      <Grid anchor={anchor} today={today} byDay={byDay} onOpenDay={openDay} />
    </Stack>
  );
}
