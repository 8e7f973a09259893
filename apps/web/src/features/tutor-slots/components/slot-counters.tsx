import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIN_PRIME_SLOTS, MIN_SLOTS, isPrimeTime, type WeeklySlot } from '@school/contract';
import '../i18n';

function Counter({ met, text }: { met: boolean; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon size={20} radius="xl" variant="light" color={met ? 'teal' : 'orange'} aria-hidden>
        {met ? <IconCheck size={14} /> : <IconClock size={14} />}
      </ThemeIcon>
      <Text size="sm" fw={500}>
        {text}
      </Text>
    </Group>
  );
}

/** Spec 3 §4, §9: "Выбрано N из 20, в прайм-тайм M из 12", told as the tutor clicks. */
export function SlotCounters({ slots }: { slots: readonly WeeklySlot[] }) {
  const { t } = useTranslation();
  const prime = slots.filter(isPrimeTime).length;
  return (
    <Group gap="lg" aria-live="polite" role="status">
      <Counter
        met={slots.length >= MIN_SLOTS}
        text={t('tutorSlots.counters.total', { count: slots.length, min: MIN_SLOTS })}
      />
      <Counter
        met={prime >= MIN_PRIME_SLOTS}
        text={t('tutorSlots.counters.prime', { count: prime, min: MIN_PRIME_SLOTS })}
      />
    </Group>
  );
}
