import { useState } from 'react';
import { Select, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrantAccessSchema } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { formatDate } from '../../../shared/lib/format';
import { useGrantAccess, useProductOptions } from '../api/people';
import '../i18n';

type Values = z.input<typeof GrantAccessSchema>;

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** «Выдать доступ»: a product, the last day of access and a reason for the audit log. */
export function GrantAccessModal({
  studentId,
  opened,
  onClose,
  onDone,
}: {
  studentId: number;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const grant = useGrantAccess(studentId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const products = useProductOptions(debounced, opened);
  const { register, control, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(GrantAccessSchema),
    defaultValues: { product: undefined, endsAt: inDays(30), reason: '' },
  });
  const { alerts, run, clear } = useServerErrors(
    setError,
    ['product', 'endsAt', 'reason'],
    t('staffPeople.grant.failed'),
  );
  const close = () => {
    reset();
    clear();
    setSearch('');
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      const access = await grant.mutateAsync(GrantAccessSchema.parse(values));
      onDone(
        t('staffPeople.grant.done', {
          title: access.productTitle,
          date: formatDate(values.endsAt, i18n.language),
        }),
      );
      close();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('staffPeople.grant.title')}
      onSubmit={submit}
      alerts={alerts}
      pending={formState.isSubmitting}
      cancelLabel={t('staffPeople.grant.cancel')}
      submitLabel={t('staffPeople.grant.submit')}
    >
      <Controller
        control={control}
        name="product"
        render={({ field, fieldState }) => (
          <Select
            label={t('staffPeople.grant.product')}
            placeholder={t('staffPeople.grant.productSearch')}
            required
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage="—"
            data={(products.data ?? []).map((product) => ({
              value: String(product.id),
              label: `${product.title} · ${formatDate(product.startDate, i18n.language)}`,
            }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <TextInput
        label={t('staffPeople.grant.endsAt')}
        type="date"
        required
        error={formState.errors.endsAt?.message}
        {...register('endsAt')}
      />
      <Textarea
        label={t('staffPeople.grant.reason')}
        description={t('staffPeople.grant.reasonHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
    </FormModal>
  );
}
