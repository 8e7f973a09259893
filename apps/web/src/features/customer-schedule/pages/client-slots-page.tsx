import { useState } from 'react';
import { Navigate, getRouteApi } from '@tanstack/react-router';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isPrimeTime, slotKey, type ClientCard, type ClientSlots } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { AvailabilityEditor } from '../../../shared/slots/availability-editor';
import { errorMessages } from '../../../shared/slots/error-messages';
import { LessonsList } from '../../../shared/slots/lessons-list';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useClientCard, useClientSlots, useSaveClientSlots } from '../api/customer-schedule-api';
import { BalanceStats } from '../components/balance-stats';
import { CustomerHeader } from '../components/customer-header';
import { LessonActions } from '../components/lesson-actions';
import { QueryState } from '../components/query-state';
import { routeId } from '../lib/route-id';
import { zoneName } from '../../../shared/slots/zone-name';
import '../i18n';

const route = getRouteApi(paths.customerClientSlots);

/** Spec 3 §2 /customers/{clientId}/client-slots: when the client can study, their lessons and balance. */
export function ClientSlotsPage() {
  const id = routeId(route.useParams().clientId);
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return <ClientSlotsLoader key={id} clientId={id} />;
}

function ClientSlotsLoader({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const card = useClientCard(clientId);
  return (
    <QueryState query={card} loadError={t('customerSchedule.loadError')}>
      {(data) => <ClientSlotsContent card={data} />}
    </QueryState>
  );
}

function ClientSlotsContent({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const slots = useClientSlots(card.id);
  return (
    <Stack gap="lg">
      <CustomerHeader {...card} clientTabs={{ clientId: card.id, current: 'slots' }} />
      <BalanceStats balance={card.balance} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('customerSchedule.clientSlots.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('customerSchedule.clientSlots.hint', { zone: zoneName(slots.data?.timeZone ?? card.timeZone) })}
          </Text>
          <QueryState query={slots} loadError={t('customerSchedule.clientSlots.loadError')}>
            {(data) => <ClientSlotsEditor clientId={card.id} data={data} />}
          </QueryState>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="client-lessons-title">
        <Title order={2} size="h4" id="client-lessons-title">
          {t('customerSchedule.lessons.title')}
        </Title>
        {card.upcomingLessons.length === 0 ? (
          <EmptyState
            icon={<IconCalendarTime size={26} />}
            title={t('customerSchedule.lessons.empty')}
            hint={t('customerSchedule.lessons.emptyHint')}
          />
        ) : (
          <LessonsList
            label={t('customerSchedule.lessons.title')}
            lessons={card.upcomingLessons}
            show="tutor"
            actions={(lesson) => <LessonActions clientId={card.id} lesson={lesson} />}
          />
        )}
      </Stack>
    </Stack>
  );
}

function ClientSlotsEditor({ clientId, data }: { clientId: number; data: ClientSlots }) {
  const { t } = useTranslation();
  const save = useSaveClientSlots(clientId);
  const [errors, setErrors] = useState<string[]>([]);
  const busy = new Set(data.busy.map(slotKey));
  return (
    <AvailabilityEditor
      label={t('customerSchedule.clientSlots.gridLabel')}
      saved={data.slots}
      isPrime={isPrimeTime}
      markOf={(cell) => (busy.has(slotKey(cell)) ? 'booked' : undefined)}
      summary={(draft) => (
        <Text size="sm" fw={500} role="status">
          {t('customerSchedule.clientSlots.count', { count: draft.length })}
        </Text>
      )}
      saving={save.isPending}
      errors={errors}
      onSave={(draft) => {
        setErrors([]);
        return save.mutateAsync({ slots: draft }).then(
          () => notifications.show({ color: 'teal', message: t('customerSchedule.clientSlots.saved') }),
          (error: unknown) => {
            setErrors(errorMessages(error, t('slots.saveFailed')));
            throw error;
          },
        );
      }}
    />
  );
}
