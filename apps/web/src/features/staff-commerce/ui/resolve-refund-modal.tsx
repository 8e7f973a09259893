import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffRefundResolveSchema } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormModal } from '../../../shared/staff/form-modal';
import { useResolveRefund } from '../api/commerce';
import '../i18n';

type Values = z.input<typeof StaffRefundResolveSchema>;

const FIELDS = ['outcome', 'providerRefundId', 'note'] as const;

/**
 * A refund left «в обработке» (the provider never answered, or the server stopped in between): the
 * manager checks the payment system's dashboard and says what happened (docs/staff-commerce.md
 * "A pending refund").
 */
export function ResolveRefundModal({
  orderId,
  refundId,
  onClose,
  onDone,
}: {
  orderId: number;
  /** null: closed. */
  refundId: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const resolve = useResolveRefund(orderId);
  const { register, control, handleSubmit, setError, formState, reset, watch } = useForm<Values>({
    resolver: zodResolver(StaffRefundResolveSchema),
    defaultValues: { outcome: 'failed', note: '' },
  });
  const { alerts, run, clear } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const close = () => {
    reset();
    clear();
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      const body = StaffRefundResolveSchema.parse(values);
      await resolve.mutateAsync({
        refundId: refundId!,
        body: body.outcome === 'failed' ? { ...body, providerRefundId: undefined } : body,
      });
      reset();
      onDone();
    }),
  );
  return (
    <FormModal
      opened={refundId !== null}
      onClose={close}
      title={t('staffCommerce.resolve.title')}
      onSubmit={submit}
      alerts={alerts}
      pending={formState.isSubmitting}
      cancelLabel={t('staffCommerce.refund.cancel')}
      submitLabel={t('staffCommerce.resolve.submit')}
    >
      <Controller
        control={control}
        name="outcome"
        render={({ field }) => (
          <Radio.Group
            label={t('staffCommerce.resolve.outcome')}
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.outcome?.message}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="succeeded" label={t('staffCommerce.resolve.succeeded')} />
              <Radio value="failed" label={t('staffCommerce.resolve.failed')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {watch('outcome') === 'succeeded' && (
        <TextInput
          label={t('staffCommerce.resolve.providerRefundId')}
          maxLength={100}
          error={formState.errors.providerRefundId?.message}
          {...register('providerRefundId', { setValueAs: (value: string) => value.trim() || undefined })}
        />
      )}
      <Textarea
        label={t('staffCommerce.resolve.note')}
        required
        autosize
        minRows={2}
        maxLength={500}
        error={formState.errors.note?.message}
        {...register('note')}
      />
    </FormModal>
  );
}
