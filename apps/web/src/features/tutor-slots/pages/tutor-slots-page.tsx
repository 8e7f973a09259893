import { useState } from 'react';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isPrimeTime, slotKey, type TutorSlots } from '@school/contract';
import { RequireFlag } from '../../../shared/flags/require-flag';
import { SHELL_FLAG_SCHEDULE_SLOTS } from '../../../shared/flags/flag-names';
import { AvailabilityEditor } from '../../../shared/slots/availability-editor';
import { errorMessages } from '../../../shared/slots/error-messages';
import { LoadError } from '../../../shared/ui/load-error';
import { useSaveTutorSlots, useTutorSlots } from '../api/tutor-slots-api';
import { DoubleDays } from '../components/double-days';
import { SlotCounters } from '../components/slot-counters';
import { UpcomingLessons } from '../components/upcoming-lessons';
import { zoneName } from '../../../shared/slots/zone-name';
import '../i18n';

/** Spec 3 §2 TutorSlots: only while the flag schedule-slots is on, else the not-found page. */
export function TutorSlotsPage() {
  return (
    <RequireFlag flag={SHELL_FLAG_SCHEDULE_SLOTS}>
      <TutorSlotsContent />
    </RequireFlag>
  );
}

function TutorSlotsContent() {
  const { t } = useTranslation();
  const slots = useTutorSlots();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('tutorSlots.title')}
      </Title>
      {slots.isError ? (
        <LoadError message={t('tutorSlots.loadError')} onRetry={() => void slots.refetch()} />
      ) : slots.data ? (
        <AvailabilitySection data={slots.data} />
      ) : (
        <Skeleton height={420} radius="lg" />
      )}
      <UpcomingLessons />
    </Stack>
  );
}

function AvailabilitySection({ data }: { data: TutorSlots }) {
  const { t } = useTranslation();
  const save = useSaveTutorSlots();
  const [doubleDays, setDoubleDays] = useState<number[]>(data.doubleLessonDays);
  const [errors, setErrors] = useState<string[]>([]);
  const booked = new Set(data.booked.map(slotKey));
  const daysChanged = [...new Set(doubleDays)].sort().join() !== [...new Set(data.doubleLessonDays)].sort().join();

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('tutorSlots.availability')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tutorSlots.intro', { zone: zoneName(data.timeZone) })} {t('tutorSlots.primeHint')}
        </Text>
        <AvailabilityEditor
          label={t('tutorSlots.gridLabel')}
          saved={data.slots}
          isPrime={isPrimeTime}
          markOf={(cell) => (booked.has(slotKey(cell)) ? 'booked' : undefined)}
          summary={(draft) => (
            <Stack gap="sm">
              <SlotCounters slots={draft} />
              <DoubleDays value={doubleDays} forced={data.bookedDoubleLessonDays} onChange={setDoubleDays} />
            </Stack>
          )}
          dirty={daysChanged}
          onReset={() => setDoubleDays(data.doubleLessonDays)}
          saving={save.isPending}
          errors={errors}
          onSave={(draft) => {
            setErrors([]);
            return save.mutateAsync({ slots: draft, doubleLessonDays: doubleDays }).then(
              (saved) => {
                setDoubleDays(saved.doubleLessonDays);
                notifications.show({ color: 'teal', message: t('tutorSlots.saved') });
              },
              (error: unknown) => {
                setErrors(errorMessages(error, t('slots.saveFailed')));
                throw error;
              },
            );
          }}
        />
      </Stack>
    </Paper>
  );
}
