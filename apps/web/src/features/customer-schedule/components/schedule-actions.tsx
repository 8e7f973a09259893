import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TutoringSchedule } from '@school/contract';
import { errorMessages } from '../../../shared/slots/error-messages';
import { useSetScheduleState } from '../api/customer-schedule-api';
import '../i18n';

/** Spec 2 §4 schedule item states: an active (or restored) schedule is cancelled, a cancelled one restored. */
export function ScheduleActions({ schedule, clientId }: { schedule: TutoringSchedule; clientId: number }) {
  const { t } = useTranslation();
  const setState = useSetScheduleState(clientId);
  const next = schedule.state === 'CANCELED' ? 'RESTORED' : 'CANCELED';
  return (
    <Button
      size="compact-sm"
      variant={next === 'CANCELED' ? 'subtle' : 'light'}
      color={next === 'CANCELED' ? 'red' : 'blue'}
      loading={setState.isPending}
      onClick={() =>
        setState.mutate(
          { id: schedule.id, state: next },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: t(`customerSchedule.schedules.done.${next}`) }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorMessages(error, t('customerSchedule.schedules.failed')).join(' '),
              }),
          },
        )
      }
    >
      {t(`customerSchedule.schedules.action.${next}`)}
    </Button>
  );
}
