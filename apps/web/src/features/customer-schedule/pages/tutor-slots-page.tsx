import { useState } from 'react';
import { Navigate, getRouteApi } from '@tanstack/react-router';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MIN_PRIME_SLOTS, MIN_SLOTS, isPrimeTime, slotKey, type TutorCard } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { LessonsList } from '../../../shared/slots/lessons-list';
import { cellKey, WEEK_DAYS } from '../../../shared/slots/slot-cells';
import { SlotGrid } from '../../../shared/slots/slot-grid';
import { SLOT_HOURS } from '../../../shared/slots/slot-hours';
import { SlotLegend } from '../../../shared/slots/slot-legend';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useTutorCard, useTutorLessons } from '../api/customer-schedule-api';
import { CustomerHeader } from '../components/customer-header';
import { QueryState } from '../components/query-state';
import { SchedulesList } from '../components/schedules-list';
import { upcomingRange } from '../lib/ranges';
import { routeId } from '../lib/route-id';
import '../i18n';

const route = getRouteApi(paths.customerTutorSlots);

/** Spec 3 §2 /customers/{tutorId}/tutor-slots: a tutor's availability and bookings, read-only. */
export function TutorSlotsPage() {
  const id = routeId(route.useParams().tutorId);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return <TutorSlotsLoader key={id} tutorId={id} />;
}

function TutorSlotsLoader({ tutorId }: { tutorId: number }) {
  const { t } = useTranslation();
  const card = useTutorCard(tutorId);
  return (
    <QueryState query={card} loadError={t('customerSchedule.loadError')}>
      {(data) => <TutorSlotsContent card={data} />}
    </QueryState>
  );
}

function TutorSlotsContent({ card }: { card: TutorCard }) {
  const { t } = useTranslation();
  const [range] = useState(() => upcomingRange(new Date()));
  const lessons = useTutorLessons(card.id, range);
  const selected = new Set(card.slots.map(cellKey));
  const busy = new Map(card.busy.map((slot) => [slotKey(slot), slot]));
  const prime = card.slots.filter(isPrimeTime).length;
  return (
    <Stack gap="lg">
      <CustomerHeader fullName={card.fullName} email={card.email} timeZone={card.timeZone} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('customerSchedule.tutorSlots.title')}
          </Title>
          <Text size="sm" fw={500} role="status">
            {t('customerSchedule.tutorSlots.counters', {
              count: card.slots.length,
              min: MIN_SLOTS,
              prime,
              minPrime: MIN_PRIME_SLOTS,
            })}
          </Text>
          <SlotLegend marks={['booked']} />
          <SlotGrid
            label={t('customerSchedule.tutorSlots.gridLabel')}
            days={WEEK_DAYS}
            hours={SLOT_HOURS}
            selected={selected}
            isPrime={isPrimeTime}
            markOf={(cell) => {
              const slot = busy.get(slotKey(cell));
              return slot ? (slot.reason === 'hold' ? 'busy' : 'booked') : undefined;
            }}
          />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="tutor-schedules-title">
        <Title order={2} size="h4" id="tutor-schedules-title">
          {t('customerSchedule.schedules.title')}
        </Title>
        <SchedulesList
          schedules={card.schedules}
          show="client"
          emptyHint={t('customerSchedule.schedules.tutorEmptyHint')}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="tutor-bookings-title">
        <Title order={2} size="h4" id="tutor-bookings-title">
          {t('customerSchedule.lessons.title')}
        </Title>
        {lessons.isError ? (
          <LoadError message={t('customerSchedule.lessons.loadError')} onRetry={() => void lessons.refetch()} />
        ) : !lessons.data ? (
          <Skeleton h={120} radius="md" />
        ) : lessons.data.length === 0 ? (
          <EmptyState
            icon={<IconCalendarTime size={26} />}
            title={t('customerSchedule.lessons.empty')}
            hint={t('customerSchedule.lessons.tutorEmptyHint')}
          />
        ) : (
          <LessonsList label={t('customerSchedule.lessons.title')} lessons={lessons.data} show="client" />
        )}
      </Stack>
    </Stack>
  );
}
