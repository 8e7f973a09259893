import { Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format';

/** `2030-01-01T10:00` in the browser's zone, as a datetime-local input holds it. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The period a modal or a banner shows in, as the console's lists show it ("always" when open). */
export function ShowWindow({ from, to }: { from: string | null; to: string | null }) {
  const { t, i18n } = useTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  if (!from && !to) return <Text size="sm">{t('staff.engagement.always')}</Text>;
  return (
    <Stack gap={0}>
      {from && <Text size="sm">{t('staff.engagement.from', { when: when(from) })}</Text>}
      {to && <Text size="sm">{t('staff.engagement.until', { when: when(to) })}</Text>}
    </Stack>
  );
}

interface ShowWindowInputsProps {
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  fromError?: string;
  toError?: string;
}

/** The "show from / until" pair of a modal's or a banner's form (empty: no bound). */
export function ShowWindowInputs({ from, to, fromError, toError }: ShowWindowInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput type="datetime-local" label={t('staff.engagement.field.activeFrom')} error={fromError} {...from} />
      <TextInput type="datetime-local" label={t('staff.engagement.field.activeTo')} error={toError} {...to} />
    </>
  );
}
