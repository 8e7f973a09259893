import { PriceInput } from '../../../shared/staff/price-input';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReferralSettingsSchema, type ReferralSettings } from '@school/contract';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { useReferralSettings, useSaveReferral } from '../api/engagement';

const FIELDS = ['friendDiscountPercent', 'referrerBonus'] as const;

/** The referral programme's terms: the friend's discount and the referrer's bonus (docs/staff-engagement.md). */
export function ReferralTab() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  if (settings.isError) return <Alert color="red">{t('staff.engagement.failed')}</Alert>;
  if (!settings.data) return <Skeleton height={200} />;
  const { currency, ...values } = settings.data;
  return <ReferralForm values={values} currency={currency} />;
}

function ReferralForm({ values, currency }: { values: ReferralSettings; currency: string }) {
  const { t } = useTranslation();
  const save = useSaveReferral();
  const { control, handleSubmit, setError, formState, reset } = useForm<ReferralSettings>({
    resolver: zodResolver(ReferralSettingsSchema),
    defaultValues: values,
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staff.engagement.failed'));
  const { errors, isSubmitting, isDirty } = formState;
  const submit = handleSubmit((next) =>
    run(async () => {
      const saved = await save.mutateAsync(next);
      reset({ friendDiscountPercent: saved.friendDiscountPercent, referrerBonus: saved.referrerBonus });
      notifications.show({ color: 'teal', message: t('staff.engagement.referral.saved') });
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('staff.engagement.referral.lead')}
          </Text>
          <FormAlerts messages={alerts} />
          <Controller
            control={control}
            name="friendDiscountPercent"
            render={({ field }) => (
              <NumberInput
                label={t('staff.engagement.referral.percent')}
                description={t('staff.engagement.referral.percentHint')}
                required
                min={1}
                max={90}
                allowDecimal={false}
                suffix=" %"
                value={field.value}
                onChange={(next) => field.onChange(typeof next === 'number' ? next : undefined)}
                error={errors.friendDiscountPercent?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="referrerBonus"
            render={({ field }) => (
              <PriceInput
                label={t('staff.engagement.referral.bonus')}
                currency={currency}
                value={field.value}
                onChange={field.onChange}
                error={errors.referrerBonus?.message}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('staff.engagement.referral.when')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('staff.engagement.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
