import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffMonthInputSchema, type StaffMonth } from '@school/contract';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useUpdateMonth } from '../api/content';
import '../i18n';

const TitleSchema = StaffMonthInputSchema.pick({ title: true });

/** Renames a master-group month; the month itself stays (products and lessons were planned by it). */
export function MonthModal({ month, onClose }: { month: StaffMonth | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMonth();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(TitleSchema),
    values: { title: month?.title ?? '' },
  });
  const { alerts, run } = useServerErrors(setError, ['title'], t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      if (!month) return;
      await update.mutateAsync({ id: month.id, body: values });
      onClose();
    }),
  );
  return (
    <FormModal
      opened={month !== null}
      onClose={onClose}
      title={t('staffContent.courses.editMonthTitle', { month: month?.month.slice(0, 7) ?? '' })}
      onSubmit={submit}
      alerts={alerts}
      pending={update.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={t('staffContent.common.save')}
    >
      <TextInput
        label={t('staffContent.courses.monthTitle')}
        required
        maxLength={80}
        error={formState.errors.title?.message}
        {...register('title')}
      />
    </FormModal>
  );
}
