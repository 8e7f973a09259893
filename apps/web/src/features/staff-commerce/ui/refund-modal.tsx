import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffRefundCreateSchema, type StaffOrderDetail } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { money } from '../../../shared/cart/money';
import { useRefund } from '../api/commerce';
import '../i18n';

type Values = z.input<typeof StaffRefundCreateSchema>;

/** «Вернуть деньги»: a reason for the audit log and whether the student keeps the courses. */
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
  const { register, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(StaffRefundCreateSchema),
    defaultValues: { reason: '', keepAccess: false },
  });
  const { alerts, run, clear } = useServerErrors(setError, ['reason', 'keepAccess'], t('staffCommerce.unexpected'));
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
    <Modal opened={opened} onClose={close} title={t('staffCommerce.refund.title', { id: order.id })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FormAlerts messages={alerts} />
          <Text size="sm">{t('staffCommerce.refund.lead', { amount: money(order.amount, order.currency) })}</Text>
          <Textarea
            label={t('staffCommerce.refund.reason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <Checkbox
            label={t('staffCommerce.refund.keepAccess')}
            description={t('staffCommerce.refund.keepAccessHint')}
            {...register('keepAccess')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('staffCommerce.refund.cancel')}
            </Button>
            <Button type="submit" color="red" loading={formState.isSubmitting}>
              {t('staffCommerce.refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
