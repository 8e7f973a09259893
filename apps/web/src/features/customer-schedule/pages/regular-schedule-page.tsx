import { Navigate, getRouteApi } from '@tanstack/react-router';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientCard } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { useClientCard } from '../api/customer-schedule-api';
import { BookingForm } from '../components/booking-form';
import { CustomerHeader } from '../components/customer-header';
import { QueryState } from '../components/query-state';
import { ScheduleActions } from '../components/schedule-actions';
import { SchedulesList } from '../components/schedules-list';
import { routeId } from '../lib/route-id';
import '../i18n';

const route = getRouteApi(paths.customerRegularSchedule);

/** Spec 3 §2 /customers/{clientId}/regular-schedule: book the client with a tutor; their schedules. */
export function RegularSchedulePage() {
  const id = routeId(route.useParams().clientId);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return <RegularScheduleLoader key={id} clientId={id} />;
}

function RegularScheduleLoader({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const card = useClientCard(clientId);
  return (
    <QueryState query={card} loadError={t('customerSchedule.loadError')}>
      {(data) => <RegularScheduleContent card={data} />}
    </QueryState>
  );
}

function RegularScheduleContent({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <CustomerHeader {...card} clientTabs={{ clientId: card.id, current: 'schedule' }} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="booking-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="booking-title">
            {t('customerSchedule.booking.title')}
          </Title>
          <BookingForm card={card} />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="client-schedules-title">
        <Title order={2} size="h4" id="client-schedules-title">
          {t('customerSchedule.schedules.title')}
        </Title>
        <SchedulesList
          schedules={card.schedules}
          show="tutor"
          emptyHint={t('customerSchedule.schedules.emptyHint')}
          actions={(schedule) => <ScheduleActions schedule={schedule} clientId={card.id} />}
        />
      </Stack>
    </Stack>
  );
}
