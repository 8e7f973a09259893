import { useEffect } from 'react';
import { Checkbox, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffRefundCreateSchema, type StaffOrderDetail } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormModal } from '../../../shared/staff/form-modal';
import { PriceInput } from '../../../shared/staff/price-input';
import { money } from '../../../shared/cart/money';
import { useRefund } from '../api/commerce';
import '../i18n';

type Values = z.input<typeof StaffRefundCreateSchema>;

const FIELDS = ['amount', 'reason', 'keepAccess'] as const;

/**
 * «Вернуть деньги»: how much (the whole rest or a part), a reason for the audit log and whether the
 * student keeps the courses — by default kept on a partial refund (docs/staff-commerce.md "Refunds").
 */
export function RefundModal({
  order,
  opened,
  onClose,
  onDone,
}: {
  order: StaffOrderDetail;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefund(order.id);
  const refundable = order.refundableAmount;
  const { register, control, handleSubmit, setError, setValue, formState, reset, watch } = useForm<Values>({
    resolver: zodResolver(StaffRefundCreateSchema),
    values: { reason: '', keepAccess: false, amount: refundable > 0 ? refundable : undefined },
  });
  const { alerts, run, clear } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const amount = watch('amount');
  const keepTouched = formState.dirtyFields.keepAccess;
  useEffect(() => {
    // Until the manager decides, a part keeps the access and the whole rest takes it away.
    if (!keepTouched && typeof amount === 'number') {
      setValue('keepAccess', amount < refundable);
    }
  }, [amount, keepTouched, refundable, setValue]);
  const close = () => {
    reset();
    clear();
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      await refund.mutateAsync(StaffRefundCreateSchema.parse(values));
      reset();
      onDone();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('staffCommerce.refund.title', { id: order.id })}
      onSubmit={submit}
      alerts={alerts}
      pending={formState.isSubmitting}
      cancelLabel={t('staffCommerce.refund.cancel')}
      submitLabel={t('staffCommerce.refund.submit')}
    >
      <Text size="sm">{t('staffCommerce.refund.lead', { amount: money(refundable, order.currency) })}</Text>
      {refundable > 0 && (
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <PriceInput
              label={t('staffCommerce.refund.amount')}
              description={t('staffCommerce.refund.amountHint')}
              currency={order.currency}
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.amount?.message}
            />
          )}
        />
      )}
      <Textarea
        label={t('staffCommerce.refund.reason')}
        required
        autosize
        minRows={3}
        maxLength={500}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      {/* A refund_due order never granted access (docs/commerce.md "Incidents"): nothing to keep. */}
      {order.status !== 'refund_due' && (
        <Checkbox
          label={t('staffCommerce.refund.keepAccess')}
          description={t('staffCommerce.refund.keepAccessHint')}
          {...register('keepAccess')}
        />
      )}
    </FormModal>
  );
}
