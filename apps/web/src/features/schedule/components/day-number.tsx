import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { partsOf, type DayKey } from '../lib/calendar';
import { dayTitle } from '../lib/format';
import '../i18n';

interface DayNumberProps {
  day: DayKey;
  isToday: boolean;
  muted?: boolean;
  onOpen: (day: DayKey) => void;
}

/** A month cell's day number: opens the day; today is a filled circle. */
export function DayNumber({ day, isToday, muted, onOpen }: DayNumberProps) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      onClick={() => onOpen(day)}
      aria-label={t('schedule.openDay', { day: dayTitle(day, i18n.language) })}
      aria-current={isToday ? 'date' : undefined}
      w={28}
      h={28}
      fz="sm"
      fw={isToday ? 700 : 500}
      ta="center"
      style={{
        borderRadius: '50%',
        lineHeight: '28px',
        flexShrink: 0,
        background: isToday ? 'var(--mantine-primary-color-filled)' : undefined,
        color: isToday ? 'var(--mantine-color-white)' : muted ? 'var(--mantine-color-dimmed)' : undefined,
      }}
    >
      {partsOf(day).day}
    </UnstyledButton>
  );
}
