import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconFlame, IconSnowflake } from '@tabler/icons-react';
import { dateTimeFormat, type DailyStrike, type StreakDayStatus } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { appSettings } from '../../../../shared/config/app-settings';

const LOOK: Record<StreakDayStatus, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  earned: { color: 'orange', variant: 'filled' },
  frozen: { color: 'cyan', variant: 'filled' },
  in_progress: { color: 'orange', variant: 'outline' },
  not_earned: { color: 'gray', variant: 'light' },
};

function DayIcon({ status }: { status: StreakDayStatus }) {
  if (status === 'earned') return <IconFlame size={18} />;
  if (status === 'frozen') return <IconSnowflake size={18} />;
  if (status === 'in_progress') return <IconCheck size={16} opacity={0.35} />;
  return null;
}

const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Spec 1 §2: the week's seven days from Monday, a frozen day shown apart from an earned one. */
export function StreakWeek({ days }: { days: DailyStrike['weekStatuses'] }) {
  const { t } = useTranslation();
  const locale = appSettings().locale;
  const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const full = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <Group
      component="ol"
      aria-label={t('streak.week')}
      justify="space-between"
      gap={4}
      wrap="nowrap"
      maw={520}
      m={0}
      p={0}
    >
      {days.map(({ date, status }) => (
        <Stack
          component="li"
          key={date}
          align="center"
          gap={4}
          style={{ listStyle: 'none' }}
          aria-label={`${full.format(asDate(date))}: ${t(`streak.status.${status}`)}`}
          data-status={status}
        >
          <Text size="xs" c="dimmed" tt="capitalize" aria-hidden>
            {weekday.format(asDate(date))}
          </Text>
          <ThemeIcon
            size={36}
            radius="xl"
            aria-hidden
            color={LOOK[status].color}
            variant={LOOK[status].variant}
            style={status === 'in_progress' ? { borderStyle: 'dashed' } : undefined}
          >
            <DayIcon status={status} />
          </ThemeIcon>
        </Stack>
      ))}
    </Group>
  );
}
