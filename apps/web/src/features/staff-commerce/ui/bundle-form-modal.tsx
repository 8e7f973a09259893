import { useState } from 'react';
import { Checkbox, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffBundleWriteSchema, type StaffBundle, type SysCourseType } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useSaveBundle } from '../api/commerce-catalog';
import { ProductPicker } from './product-picker';
import { courseTypeOptions } from '../../../shared/staff/course-types';
import '../i18n';

type Values = z.input<typeof StaffBundleWriteSchema>;

const FIELDS = [
  'title',
  'description',
  'sysCourseType',
  'discountPercent',
  'isActive',
  'isBannerBundle',
  'products',
] as const;

const valuesOf = (bundle: StaffBundle | null): Values =>
  bundle
    ? {
        title: bundle.title,
        description: bundle.description,
        sysCourseType: bundle.sysCourseType as SysCourseType,
        discountPercent: bundle.discountPercent,
        isActive: bundle.isActive,
        isBannerBundle: bundle.isBannerBundle,
        products: bundle.products.map((product) => ({ productId: product.id, isOptional: product.isOptional })),
      }
    : {
        title: '',
        description: '',
        sysCourseType: 'master_group',
        discountPercent: 10,
        isActive: true,
        isBannerBundle: false,
        products: [],
      };

/** Make a bundle or change one: its terms and its products (docs/staff-commerce.md "Bundles"). */
export function BundleFormModal({
  bundle,
  opened,
  onClose,
  onSaved,
}: {
  /** null: a new bundle. */
  bundle: StaffBundle | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (bundle: StaffBundle) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBundle();
  const [titles, setTitles] = useState<{ id: number; title: string }[]>([]);
  const { register, control, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: zodResolver(StaffBundleWriteSchema),
    values: valuesOf(bundle),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const { errors, isSubmitting } = formState;
  const courseType = watch('sysCourseType');
  const chosen = [...(bundle?.products ?? []), ...titles];
  const titleOf = (id: number) => chosen.find((product) => product.id === id)?.title ?? `#${id}`;
  const submit = handleSubmit((values) =>
    run(async () => onSaved(await save.mutateAsync({ id: bundle?.id, body: StaffBundleWriteSchema.parse(values) }))),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={bundle ? t('staffCommerce.bundles.formEdit') : t('staffCommerce.bundles.formCreate')}
      size="lg"

      onSubmit={submit}
      alerts={alerts}
      pending={isSubmitting}
      cancelLabel={t('staffCommerce.products.cancel')}
      submitLabel={t('staffCommerce.products.save')}
    >
      <TextInput
        label={t('staffCommerce.bundles.columnTitle')}
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={t('staffCommerce.bundles.description')}
        maxLength={2000}
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <Controller
          control={control}
          name="sysCourseType"
          render={({ field }) => (
            <Select
              label={t('staffCommerce.products.courseType')}
              required
              allowDeselect={false}
              data={courseTypeOptions(t)}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.sysCourseType?.message}
              miw={160}
            />
          )}
        />
        <Controller
          control={control}
          name="discountPercent"
          render={({ field }) => (
            <NumberInput
              label={t('staffCommerce.bundles.discount')}
              required
              min={0}
              max={99}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.discountPercent?.message}
              miw={120}
            />
          )}
        />
      </Group>
      <Controller
        control={control}
        name="products"
        render={({ field }) => {
          const items = field.value ?? [];
          return (
            <Stack gap="xs">
              <ProductPicker
                label={t('staffCommerce.bundles.products')}
                description={t('staffCommerce.bundles.productsHint')}
                required
                enabled={opened}
                chosen={chosen}
                courseType={courseType}
                value={items.map((item) => item.productId)}
                onChange={(ids, products) => {
                  setTitles(products);
                  field.onChange(
                    ids.map((productId) => ({
                      productId,
                      isOptional: items.find((item) => item.productId === productId)?.isOptional ?? false,
                    })),
                  );
                }}
                error={errors.products?.message ?? errors.products?.root?.message}
              />
              {items.map((item) => (
                <Checkbox
                  key={item.productId}
                  label={t('staffCommerce.bundles.optionalOf', { title: titleOf(item.productId) })}
                  checked={item.isOptional ?? false}
                  onChange={(event) => {
                    const isOptional = event.currentTarget.checked;
                    field.onChange(
                      items.map((other) => (other.productId === item.productId ? { ...other, isOptional } : other)),
                    );
                  }}
                />
              ))}
            </Stack>
          );
        }}
      />
      <Checkbox label={t('staffCommerce.bundles.isActive')} {...register('isActive')} />
      <Checkbox
        label={t('staffCommerce.bundles.isBannerBundle')}
        description={t('staffCommerce.bundles.isBannerBundleHint')}
        {...register('isBannerBundle')}
      />
    </FormModal>
  );
}
