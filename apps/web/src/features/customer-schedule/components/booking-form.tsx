import { useCallback, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isPrimeTime, slotKey, type Booking, type ClientCard } from '@school/contract';
import { cellKey, WEEK_DAYS, withCells, cellOf } from '../../../shared/slots/slot-cells';
import { SlotGrid } from '../../../shared/slots/slot-grid';
import { SLOT_HOURS } from '../../../shared/slots/slot-hours';
import { SlotLegend } from '../../../shared/slots/slot-legend';
import { errorMessages } from '../../../shared/slots/error-messages';
import { useCancelBooking, useConfirmBooking, useCreateBooking, useFreeSlots } from '../api/customer-schedule-api';
import { emptyDraft, MAX_BOOKING_SLOTS, toBookingBody, type BookingDraft } from '../lib/booking-draft';
import { BookingHold } from './booking-hold';
import { zoneName } from '../../../shared/slots/zone-name';
import '../i18n';

/**
 * Issue 12: the manager picks a tutor, sees the hours both are free, picks weekly hours, once or
 * every week, a start date, and books: a hold first, then the confirmation (spec 3 §4, §8 texts).
 */
export function BookingForm({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BookingDraft>(() => emptyDraft(card.tutors[0]?.id ?? null));
  const [booking, setBooking] = useState<Booking | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const free = useFreeSlots(card.id, draft.tutorId);
  const create = useCreateBooking();
  const confirm = useConfirmBooking();
  const cancel = useCancelBooking();
  const freeKeys = new Set((free.data?.slots ?? []).map(slotKey));
  const picked = new Set(draft.slots.map(cellKey));
  const body = toBookingBody(card.id, draft);

  const fail = (error: unknown, fallback: string) => {
    const messages = errorMessages(error, fallback);
    setErrors(messages);
    notifications.show({ color: 'red', message: messages.join(' ') });
  };
  const startAgain = () => {
    setBooking(null);
    setDraft((current) => ({ ...current, slots: [] }));
    void free.refetch();
  };
  const expired = useCallback(() => {
    setBooking(null);
    setErrors([t('customerSchedule.errors.expired')]);
    setDraft((current) => ({ ...current, slots: [] }));
  }, [t]);

  if (card.tutors.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('customerSchedule.booking.noTutors')}
      </Text>
    );

  return (
    <Stack gap="md">
      <Select
        label={t('customerSchedule.booking.tutor')}
        data={card.tutors.map((tutor) => ({ value: String(tutor.id), label: tutor.fullName }))}
        value={draft.tutorId === null ? null : String(draft.tutorId)}
        onChange={(value) => {
          setErrors([]);
          setDraft({ ...emptyDraft(value ? Number(value) : null), recurrence: draft.recurrence });
        }}
        allowDeselect={false}
        disabled={booking !== null}
        maw={420}
      />
      {draft.tutorId !== null && (
        <>
          <Text size="sm" c="dimmed">
            {t('customerSchedule.booking.hint', {
              zone: free.data ? zoneName(free.data.tutorTimeZone) : '',
              max: MAX_BOOKING_SLOTS,
            })}
          </Text>
          <SlotLegend marks={['match']} />
          {free.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessages(free.error, t('customerSchedule.booking.freeLoadError')).join(' ')}
            </Alert>
          ) : free.data && free.data.slots.length === 0 ? (
            <Alert color="yellow" variant="light">
              {t('customerSchedule.booking.noFree')}
            </Alert>
          ) : null}
          <SlotGrid
            label={t('customerSchedule.booking.gridLabel')}
            days={WEEK_DAYS}
            hours={SLOT_HOURS}
            selected={picked}
            isPrime={isPrimeTime}
            markOf={(cell) => (freeKeys.has(slotKey(cell)) ? 'match' : undefined)}
            canToggle={(cell) => booking === null && (freeKeys.has(slotKey(cell)) || picked.has(cellKey(cell)))}
            onChange={(cells, on) => {
              setErrors([]);
              const next = [...withCells(picked, cells, on)].map(cellOf);
              if (next.length <= MAX_BOOKING_SLOTS) setDraft((current) => ({ ...current, slots: next }));
            }}
          />
          <Text size="sm" fw={500} role="status">
            {t('customerSchedule.booking.picked', { count: draft.slots.length, max: MAX_BOOKING_SLOTS })}
          </Text>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="recurrence-label">
                {t('customerSchedule.booking.recurrence')}
              </Text>
              <SegmentedControl
                aria-labelledby="recurrence-label"
                value={draft.recurrence}
                disabled={booking !== null}
                onChange={(value) =>
                  setDraft((current) => ({ ...current, recurrence: value as BookingDraft['recurrence'] }))
                }
                data={[
                  { value: 'REGULAR', label: t('customerSchedule.recurrence.REGULAR') },
                  { value: 'ONCE', label: t('customerSchedule.recurrence.ONCE') },
                ]}
              />
            </Stack>
            {draft.recurrence === 'ONCE' && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="kind-label">
                  {t('customerSchedule.booking.kind')}
                </Text>
                <SegmentedControl
                  aria-labelledby="kind-label"
                  value={draft.onceKind}
                  disabled={booking !== null}
                  onChange={(value) =>
                    setDraft((current) => ({ ...current, onceKind: value as BookingDraft['onceKind'] }))
                  }
                  data={[
                    { value: 'ONCE_PAYED', label: t('slots.kind.ONCE_PAYED') },
                    { value: 'ONCE_FREE', label: t('slots.kind.ONCE_FREE') },
                  ]}
                />
              </Stack>
            )}
            <TextInput
              type="date"
              label={t('customerSchedule.booking.startDate')}
              description={t('customerSchedule.booking.startDateHint')}
              value={draft.startDate}
              disabled={booking !== null}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, startDate: value }));
              }}
            />
          </Group>
          {errors.length > 0 && (
            <Alert color="red" variant="light" role="alert" title={t('customerSchedule.booking.failed')}>
              {errors.join(' ')}
            </Alert>
          )}
          {booking ? (
            <BookingHold
              booking={booking}
              busy={confirm.isPending || cancel.isPending}
              onExpired={expired}
              onConfirm={() =>
                confirm.mutate(booking.id, {
                  onSuccess: () => {
                    setBooking(null);
                    setDraft((current) => ({ ...current, slots: [] }));
                    notifications.show({ color: 'teal', message: t('customerSchedule.booking.booked') });
                  },
                  onError: (error) => {
                    fail(error, t('customerSchedule.booking.failed'));
                    startAgain();
                  },
                })
              }
              onCancel={() =>
                cancel.mutate(booking.id, {
                  onSettled: () => startAgain(),
                })
              }
            />
          ) : (
            <Group>
              <Button
                disabled={!body}
                loading={create.isPending}
                onClick={() => {
                  if (!body) return;
                  setErrors([]);
                  create.mutate(body, {
                    onSuccess: setBooking,
                    onError: (error) => {
                      fail(error, t('customerSchedule.booking.failed'));
                      void free.refetch();
                    },
                  });
                }}
              >
                {t('customerSchedule.booking.book')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
