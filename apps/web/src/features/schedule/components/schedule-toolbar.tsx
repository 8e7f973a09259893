import { ActionIcon, Button, Group, SegmentedControl, Stack, Title, Tooltip } from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconLayoutList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RANGES, type Range } from '../lib/calendar';
import { periodTitle } from '../lib/format';
import type { ScheduleNavigation } from '../hooks/use-schedule-view';
import '../i18n';

interface ScheduleToolbarProps {
  navigation: ScheduleNavigation;
  compact: boolean;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/** Spec 2 §2: the period, previous / next / today, the range and the collapse toggle. */
export function ScheduleToolbar({ navigation, compact, collapsed, onCollapsedChange }: ScheduleToolbarProps) {
  const { t, i18n } = useTranslation();
  const { view } = navigation;
  const CollapseIcon = collapsed ? IconCalendar : IconLayoutList;
  const collapseLabel = t(collapsed ? 'schedule.expand' : 'schedule.collapse');

  // On a phone a day's long title ('понедельник, 23 ноября') wraps instead of pushing the arrows off screen.
  const title = (
    <Title order={2} size="h3" aria-live="polite" style={compact ? { minWidth: 0 } : { whiteSpace: 'nowrap' }}>
      {periodTitle(view.range, view.anchor, i18n.language)}
    </Title>
  );
  const arrows = (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        onClick={navigation.previous}
        aria-label={t(`schedule.previous.${view.range}`)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" onClick={navigation.next} aria-label={t(`schedule.next.${view.range}`)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
  const today = (
    <Button variant="default" onClick={navigation.goToday} style={{ flexShrink: 0 }}>
      {t('schedule.today')}
    </Button>
  );
  const ranges = (
    <SegmentedControl
      aria-label={t('schedule.rangeLabel')}
      value={view.range}
      onChange={(value) => navigation.setRange(value as Range)}
      data={RANGES.map((range) => ({ value: range, label: t(`schedule.ranges.${range}`) }))}
      style={compact ? { flexGrow: 1 } : undefined}
    />
  );

  // A phone has no room for one row: the period and its arrows first, then today and the range.
  if (compact)
    return (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {title}
          {arrows}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {today}
          {ranges}
        </Group>
      </Stack>
    );

  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {arrows}
        {today}
        <span style={{ marginInlineStart: 8 }}>{title}</span>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {ranges}
        <Tooltip label={collapseLabel}>
          <ActionIcon
            variant={collapsed ? 'light' : 'default'}
            size="lg"
            onClick={() => onCollapsedChange(!collapsed)}
            aria-label={collapseLabel}
            aria-pressed={collapsed}
          >
            <CollapseIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
