import { Checkbox, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPromoCodeCreateSchema, type StaffPromoCode } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useProductOptions, useSavePromoCode } from '../api/commerce';
import { ProductPicker } from './product-picker';
import '../i18n';

type Values = z.input<typeof StaffPromoCodeCreateSchema>;

const FIELDS = ['code', 'type', 'value', 'isActive', 'startsAt', 'expiresAt', 'maxUses', 'productIds'] as const;

/** An ISO instant as a `datetime-local` input shows it (the browser's zone), and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);

const valuesOf = (promo: StaffPromoCode | null): Values =>
  promo
    ? {
        code: promo.code,
        type: promo.type,
        value: promo.value,
        isActive: promo.isActive,
        startsAt: promo.startsAt,
        expiresAt: promo.expiresAt,
        maxUses: promo.maxUses,
        productIds: promo.products.map((product) => product.id),
      }
    : { code: '', type: 3, value: 10, isActive: true, startsAt: null, expiresAt: null, maxUses: null, productIds: [] };

/** Create or edit a promo code (docs/staff-commerce.md "Promo codes"); the code itself is fixed once made. */
export function PromoFormModal({
  promo,
  opened,
  onClose,
  onSaved,
}: {
  promo: StaffPromoCode | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (promo: StaffPromoCode) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  const editing = promo !== null;
  const { register, control, handleSubmit, setError, formState, watch } = useForm<Values>({
    resolver: zodResolver(StaffPromoCodeCreateSchema),
    values: valuesOf(promo),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const { errors, isSubmitting } = formState;
  const type = watch('type');
  const submit = handleSubmit((values) =>
    run(async () => {
      onSaved(await save.mutateAsync({ id: promo?.id, body: StaffPromoCodeCreateSchema.parse(values) }));
    }),
  );
  const options = useProductOptions(opened);
  const currency = options.data?.currency ?? promo?.currency ?? '';

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('staffCommerce.promos.formEdit') : t('staffCommerce.promos.formCreate')}
      size="lg"

      onSubmit={submit}
      alerts={alerts}
      pending={isSubmitting}
      cancelLabel={t('staffCommerce.promos.cancel')}
      submitLabel={t('staffCommerce.promos.save')}
    >
      <TextInput
        label={t('staffCommerce.promos.code')}
        description={editing ? t('staffCommerce.promos.codeFixed') : undefined}
        required
        readOnly={editing}
        maxLength={40}
        autoCapitalize="characters"
        error={errors.code?.message}
        {...register('code')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="promo-type-label">
              {t('staffCommerce.promos.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="promo-type-label"
              data={[
                { value: '3', label: t('staffCommerce.promos.percent') },
                { value: '2', label: t('staffCommerce.promos.amount') },
              ]}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
            />
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="value"
        render={({ field }) =>
          type === 2 ? (
            <NumberInput
              label={`${t('staffCommerce.promos.valueAmount')}${currency ? `, ${currency}` : ''}`}
              required
              min={0}
              decimalScale={2}
              thousandSeparator=" "
              value={typeof field.value === 'number' ? field.value / 100 : ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? Math.round(value * 100) : undefined)}
              error={errors.value?.message}
            />
          ) : (
            <NumberInput
              label={t('staffCommerce.promos.valuePercent')}
              required
              min={1}
              max={100}
              allowDecimal={false}
              value={typeof field.value === 'number' ? field.value : ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.value?.message}
            />
          )
        }
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <Controller
          control={control}
          name="startsAt"
          render={({ field }) => (
            <TextInput
              type="datetime-local"
              label={t('staffCommerce.promos.startsAt')}
              value={toLocalInput(field.value)}
              onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
              error={errors.startsAt?.message}
              miw={200}
            />
          )}
        />
        <Controller
          control={control}
          name="expiresAt"
          render={({ field }) => (
            <TextInput
              type="datetime-local"
              label={t('staffCommerce.promos.expiresAt')}
              value={toLocalInput(field.value)}
              onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
              error={errors.expiresAt?.message}
              miw={200}
            />
          )}
        />
      </Group>
      <Controller
        control={control}
        name="maxUses"
        render={({ field }) => (
          <NumberInput
            label={t('staffCommerce.promos.maxUses')}
            description={t('staffCommerce.promos.maxUsesHint')}
            min={1}
            allowDecimal={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            error={errors.maxUses?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="productIds"
        render={({ field }) => (
          <ProductPicker
            label={t('staffCommerce.promos.products')}
            description={t('staffCommerce.promos.productsHint')}
            enabled={opened}
            chosen={promo?.products ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.productIds?.message}
          />
        )}
      />
      <Checkbox label={t('staffCommerce.promos.isActive')} {...register('isActive')} />
    </FormModal>
  );
}
