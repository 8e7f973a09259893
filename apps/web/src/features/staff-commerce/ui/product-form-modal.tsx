import { Group, Select, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffProductCreateSchema, type StaffProduct } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useProductOptions, useSaveProduct } from '../api/commerce';
import { PriceInput } from '../../../shared/staff/price-input';
import '../i18n';

type Values = z.input<typeof StaffProductCreateSchema>;

const FIELDS = ['productTypeId', 'mgMonthId', 'teacherId', 'title', 'startDate', 'endDate', 'price'] as const;

const valuesOf = (product: StaffProduct | null): Values =>
  product
    ? {
        productTypeId: product.productType.id,
        mgMonthId: product.mgMonth?.id ?? null,
        teacherId: product.teacher?.id ?? null,
        title: product.title,
        startDate: product.startDate,
        endDate: product.endDate,
        price: product.price,
      }
    : {
        productTypeId: undefined as unknown as number,
        mgMonthId: null,
        teacherId: null,
        title: '',
        startDate: '',
        endDate: '',
        price: undefined as unknown as number,
      };

/** Create a product, or change a product's title, dates and price (docs/staff-commerce.md "Products"). */
export function ProductFormModal({
  product,
  opened,
  onClose,
  onSaved,
}: {
  /** null: a new product. */
  product: StaffProduct | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (product: StaffProduct) => void;
}) {
  const { t } = useTranslation();
  const options = useProductOptions(opened);
  const save = useSaveProduct();
  const editing = product !== null;
  const { register, control, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: zodResolver(StaffProductCreateSchema),
    values: valuesOf(product),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const { errors, isSubmitting } = formState;
  const productTypeId = watch('productTypeId');
  const months = (options.data?.mgMonths ?? []).filter((month) => month.productTypeId === productTypeId);
  const submit = handleSubmit((values) =>
    run(async () => {
      const saved = await save.mutateAsync({ id: product?.id, body: StaffProductCreateSchema.parse(values) });
      onSaved(saved);
    }),
  );
  const idSelect = (value: number | null | undefined) => (value ? String(value) : null);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('staffCommerce.products.formEdit') : t('staffCommerce.products.formCreate')}
      size="lg"

      onSubmit={submit}
      alerts={alerts}
      pending={isSubmitting}
      cancelLabel={t('staffCommerce.products.cancel')}
      submitLabel={t('staffCommerce.products.save')}
    >
      {editing && (
        <Text size="sm" c="dimmed">
          {t('staffCommerce.products.fixedHint')}
        </Text>
      )}
      <Controller
        control={control}
        name="productTypeId"
        render={({ field }) => (
          <Select
            label={t('staffCommerce.products.productType')}
            required
            searchable
            disabled={editing}
            data={(options.data?.productTypes ?? []).map((type) => ({ value: String(type.id), label: type.title }))}
            value={idSelect(field.value)}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={errors.productTypeId?.message}
          />
        )}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <Controller
          control={control}
          name="mgMonthId"
          render={({ field }) => (
            <Select
              label={t('staffCommerce.products.month')}
              placeholder={t('staffCommerce.products.noMonth')}
              clearable
              disabled={editing || months.length === 0}
              data={months.map((month) => ({ value: String(month.id), label: month.title }))}
              value={idSelect(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={errors.mgMonthId?.message}
              miw={200}
            />
          )}
        />
        <Controller
          control={control}
          name="teacherId"
          render={({ field }) => (
            <Select
              label={t('staffCommerce.products.teacher')}
              placeholder={t('staffCommerce.products.noTeacher')}
              clearable
              searchable
              disabled={editing}
              data={(options.data?.teachers ?? []).map((teacher) => ({
                value: String(teacher.id),
                label: teacher.fullName,
              }))}
              value={idSelect(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={errors.teacherId?.message}
              miw={200}
            />
          )}
        />
      </Group>
      <TextInput
        label={t('staffCommerce.products.columnTitle')}
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <TextInput
          type="date"
          label={t('staffCommerce.products.start')}
          required
          error={errors.startDate?.message}
          miw={160}
          {...register('startDate')}
        />
        <TextInput
          type="date"
          label={t('staffCommerce.products.end')}
          required
          error={errors.endDate?.message}
          miw={160}
          {...register('endDate')}
        />
      </Group>
      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <PriceInput
            label={t('staffCommerce.products.price')}
            description={t('staffCommerce.products.priceHint')}
            currency={options.data?.currency}
            value={field.value}
            onChange={field.onChange}
            error={errors.price?.message}
          />
        )}
      />
    </FormModal>
  );
}
