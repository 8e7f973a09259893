import {
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANNER_COLORS,
  BannerColorSchema,
  BannerCreateSchema,
  BannerLinkSchema,
  type BannerKind,
  type StaffBanner,
  type Variant,
} from '@school/contract';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { useEngagementOptions, useSaveBanner } from '../api/engagement';
import { ShowWindowInputs, fromLocalInput, toLocalInput } from './show-window';

/** The form's shape: the contract's fields, with the optional ones as the inputs hold them. */
const FormSchema = BannerCreateSchema.pick({ title: true, text: true }).extend({
  color: BannerColorSchema,
  link: z.union([BannerLinkSchema, z.literal('')]),
  linkText: z.string().trim().max(100),
  productTypeId: z.string(),
  isActive: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  variants: z.array(z.string()),
  classYearIds: z.array(z.string()),
});
type FormValues = z.infer<typeof FormSchema>;

const FIELDS = [
  'title',
  'text',
  'color',
  'link',
  'linkText',
  'productTypeId',
  'startsAt',
  'endsAt',
  'variants',
  'classYearIds',
] as const;

const defaultsOf = (banner: StaffBanner | null): FormValues => ({
  title: banner?.title ?? '',
  text: banner?.text ?? '',
  color: banner?.color ?? 'violet',
  link: banner?.link ?? '',
  linkText: banner?.linkText ?? '',
  productTypeId: banner?.productTypeId ? String(banner.productTypeId) : '',
  isActive: false,
  startsAt: toLocalInput(banner?.startsAt ?? null),
  endsAt: toLocalInput(banner?.endsAt ?? null),
  variants: banner?.variants ?? [],
  classYearIds: (banner?.classYearIds ?? []).map(String),
});

/** Create or edit a site banner (home page, with a link) or a product banner (catalog, with a product type). */
export function BannerForm({
  kind,
  banner,
  onDone,
}: {
  kind: BannerKind;
  banner: StaffBanner | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const options = useEngagementOptions();
  const save = useSaveBanner();
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaultsOf(banner),
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staff.engagement.failed'));
  const { errors, isSubmitting } = formState;
  const site = kind === 'site';
  const colors = [...new Set<string>([...BANNER_COLORS, banner?.color ?? 'violet'])];
  const none = t('staff.engagement.anyAudience');

  const submit = handleSubmit((values) =>
    run(async () => {
      await save.mutateAsync({
        kind,
        id: banner?.id,
        body: {
          title: values.title,
          text: values.text,
          color: values.color,
          ...(site
            ? { link: values.link || null, linkText: values.linkText || null }
            : { productTypeId: values.productTypeId ? Number(values.productTypeId) : null }),
          startsAt: fromLocalInput(values.startsAt),
          endsAt: fromLocalInput(values.endsAt),
          variants: values.variants as Variant[],
          classYearIds: values.classYearIds.map(Number),
          ...(banner ? {} : { isActive: values.isActive }),
        },
      });
      onDone();
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlerts messages={alerts} />
        <TextInput
          label={t('staff.engagement.field.title')}
          required
          maxLength={200}
          error={errors.title?.message}
          {...register('title')}
        />
        <Textarea
          label={t('staff.engagement.field.text')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          error={errors.text?.message}
          {...register('text')}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <Select
              label={t('staff.engagement.banner.color')}
              data={colors.map((color) => ({
                value: color,
                label: t(`staff.engagement.banner.colors.${color}`, { defaultValue: color }),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'violet')}
              allowDeselect={false}
              leftSection={<ColorSwatch color={swatch(field.value)} size={16} />}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={swatch(option.value)} size={16} />
                  {option.label}
                </Group>
              )}
              error={errors.color?.message}
            />
          )}
        />
        {site ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('staff.engagement.banner.link')}
              description={t('staff.engagement.banner.linkHint')}
              placeholder="/schedule"
              error={
                errors.link &&
                (errors.link.type === 'server' ? errors.link.message : t('staff.engagement.banner.badLink'))
              }
              {...register('link')}
            />
            <TextInput
              label={t('staff.engagement.banner.linkText')}
              maxLength={100}
              error={errors.linkText?.message}
              {...register('linkText')}
            />
          </SimpleGrid>
        ) : (
          <Controller
            control={control}
            name="productTypeId"
            render={({ field }) => (
              <Select
                label={t('staff.engagement.field.productType')}
                description={t('staff.engagement.banner.productTypeHint')}
                data={[
                  { value: '', label: t('staff.engagement.banner.noProductType') },
                  ...(options.data?.productTypes ?? []).map((type) => ({ value: String(type.id), label: type.title })),
                ]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                allowDeselect={false}
                searchable
                error={errors.productTypeId?.message}
              />
            )}
          />
        )}
        <Text size="sm" fw={700} mt="xs">
          {t('staff.engagement.audience')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="variants"
            render={({ field }) => (
              <MultiSelect
                label={t('staff.engagement.banner.variants')}
                placeholder={field.value.length ? undefined : none}
                data={options.data?.variants ?? []}
                value={field.value}
                onChange={field.onChange}
                error={errors.variants?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="classYearIds"
            render={({ field }) => (
              <MultiSelect
                label={t('staff.engagement.banner.classYears')}
                placeholder={field.value.length ? undefined : none}
                data={(options.data?.classYears ?? []).map((year) => ({ value: String(year.id), label: year.title }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.classYearIds?.message}
              />
            )}
          />
          <ShowWindowInputs
            from={register('startsAt')}
            to={register('endsAt')}
            fromError={errors.startsAt?.message}
            toError={errors.endsAt?.message}
          />
        </SimpleGrid>
        {!banner && <Checkbox label={t('staff.engagement.field.activateNow')} {...register('isActive')} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('staff.engagement.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('staff.engagement.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A theme colour name or a CSS colour, as the student's pages read it. */
export const swatch = (color: string) => (/^[a-z]+$/.test(color) ? `var(--mantine-color-${color}-6)` : color);
