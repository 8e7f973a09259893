import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffRatePlanCreateSchema, type StaffRatePlan } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useProductOptions } from '../api/commerce';
import { useSaveRatePlan } from '../api/commerce-catalog';
import { PriceInput } from '../../../shared/staff/price-input';
import '../i18n';

type Values = z.input<typeof StaffRatePlanCreateSchema>;

const FIELDS = ['productTypeId', 'title', 'sysName', 'price', 'order'] as const;

const valuesOf = (plan: StaffRatePlan | null, productTypeId: number | null): Values =>
  plan
    ? {
        productTypeId: plan.productType.id,
        title: plan.title,
        sysName: plan.sysName,
        price: plan.price,
        order: plan.order,
      }
    : {
        productTypeId: (productTypeId ?? undefined) as number,
        title: '',
        sysName: '',
        price: undefined as unknown as number,
        order: 0,
      };

/** Add a rate plan to a programme, or change its title, price and order (docs/staff-commerce.md). */
export function RatePlanFormModal({
  plan,
  productTypeId,
  opened,
  onClose,
  onSaved,
}: {
  /** null: a new plan, of `productTypeId` when a programme is chosen. */
  plan: StaffRatePlan | null;
  productTypeId: number | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (plan: StaffRatePlan) => void;
}) {
  const { t } = useTranslation();
  const options = useProductOptions(opened);
  const save = useSaveRatePlan();
  const editing = plan !== null;
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffRatePlanCreateSchema),
    values: valuesOf(plan, productTypeId),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit((values) =>
    run(async () => onSaved(await save.mutateAsync({ id: plan?.id, body: StaffRatePlanCreateSchema.parse(values) }))),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('staffCommerce.plans.formEdit') : t('staffCommerce.plans.formCreate')}

      onSubmit={submit}
      alerts={alerts}
      pending={isSubmitting}
      cancelLabel={t('staffCommerce.products.cancel')}
      submitLabel={t('staffCommerce.products.save')}
    >
      {editing && (
        <Text size="sm" c="dimmed">
          {t('staffCommerce.plans.fixedHint')}
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
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={errors.productTypeId?.message}
          />
        )}
      />
      <TextInput
        label={t('staffCommerce.plans.columnTitle')}
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextInput
        label={t('staffCommerce.plans.sysName')}
        description={t('staffCommerce.plans.sysNameHint')}
        required
        disabled={editing}
        maxLength={40}
        error={errors.sysName?.message}
        {...register('sysName')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
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
        <Controller
          control={control}
          name="order"
          render={({ field }) => (
            <NumberInput
              label={t('staffCommerce.plans.order')}
              description={t('staffCommerce.plans.orderHint')}
              min={0}
              max={10_000}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.order?.message}
              miw={120}
            />
          )}
        />
      </Group>
    </FormModal>
  );
}
