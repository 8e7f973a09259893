import { Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPackCreateSchema, type StaffPack } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useProductOptions, useProducts } from '../api/commerce';
import { useSavePack } from '../api/commerce-catalog';
import { PriceInput } from '../../../shared/staff/price-input';
import '../i18n';

type Values = z.input<typeof StaffPackCreateSchema>;

const FIELDS = ['productId', 'title', 'lessonsCount', 'price'] as const;

const valuesOf = (pack: StaffPack | null): Values =>
  pack
    ? { productId: pack.product.id, title: pack.title, lessonsCount: pack.lessonsCount, price: pack.price }
    : {
        productId: undefined as unknown as number,
        title: '',
        lessonsCount: undefined as unknown as number,
        price: undefined as unknown as number,
      };

/** Add a pack of lessons to a product, or change it (docs/staff-commerce.md "Rate plans and packs"). */
export function PackFormModal({
  pack,
  productTypeId,
  opened,
  onClose,
  onSaved,
}: {
  /** null: a new pack. */
  pack: StaffPack | null;
  /** The programme chosen on the page: its products are offered first. */
  productTypeId: number | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (pack: StaffPack) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePack();
  const editing = pack !== null;
  const products = useProducts(
    { limit: 100, offset: 0, ordering: '-start', productType: productTypeId ?? undefined },
    opened && !editing,
  );
  const currency = useProductOptions(opened).data?.currency;
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffPackCreateSchema),
    values: valuesOf(pack),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffCommerce.unexpected'));
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit((values) =>
    run(async () => onSaved(await save.mutateAsync({ id: pack?.id, body: StaffPackCreateSchema.parse(values) }))),
  );
  const productData = pack
    ? [{ value: String(pack.product.id), label: pack.product.title }]
    : (products.data?.results ?? []).map((product) => ({ value: String(product.id), label: product.title }));
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? t('staffCommerce.packs.formEdit') : t('staffCommerce.packs.formCreate')}

      onSubmit={submit}
      alerts={alerts}
      pending={isSubmitting}
      cancelLabel={t('staffCommerce.products.cancel')}
      submitLabel={t('staffCommerce.products.save')}
    >
      {editing && (
        <Text size="sm" c="dimmed">
          {t('staffCommerce.packs.fixedHint')}
        </Text>
      )}
      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <Select
            label={t('staffCommerce.packs.product')}
            required
            searchable
            disabled={editing}
            data={productData}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={errors.productId?.message}
          />
        )}
      />
      <TextInput
        label={t('staffCommerce.packs.columnTitle')}
        required
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <Controller
          control={control}
          name="lessonsCount"
          render={({ field }) => (
            <NumberInput
              label={t('staffCommerce.packs.lessons')}
              required
              min={1}
              max={1000}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.lessonsCount?.message}
              miw={120}
            />
          )}
        />
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <PriceInput
              label={t('staffCommerce.packs.price')}
              description={t('staffCommerce.products.priceHint')}
              currency={currency}
              value={field.value}
              onChange={field.onChange}
              error={errors.price?.message}
            />
          )}
        />
      </Group>
    </FormModal>
  );
}
