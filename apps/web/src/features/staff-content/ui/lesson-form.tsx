import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LESSON_KINDS,
  STAFF_MATERIAL_KINDS,
  StaffLessonInputSchema,
  type StaffCourseProduct,
  type StaffLessonDetail,
  type StaffLessonInput,
} from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import '../i18n';

type Values = z.input<typeof StaffLessonInputSchema>;
const FIELDS = [
  'product',
  'title',
  'kind',
  'lessonNumber',
  'startAt',
  'durationMinutes',
  'description',
  'videoUrl',
  'materials',
  'subLessons',
] as const;

/** `datetime-local` shows the staff member's own clock; the API takes an instant. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

function defaults(lesson: StaffLessonDetail | undefined, products: StaffCourseProduct[]): Values {
  return {
    product: lesson?.productId ?? products[0]?.id ?? (undefined as unknown as number),
    title: lesson?.title ?? '',
    kind: lesson?.kind ?? 'THEORY',
    lessonNumber: lesson?.lessonNumber ?? 1,
    startAt: lesson?.startAt ?? '',
    durationMinutes: lesson?.durationMinutes ?? 90,
    description: lesson?.description ?? '',
    videoUrl: lesson?.videoUrl ?? null,
    withoutVideo: lesson?.withoutVideo ?? false,
    alwaysOpen: lesson?.alwaysOpen ?? false,
    materials: lesson?.materials ?? [],
    subLessons: lesson?.subLessons.map(({ title, videoUrl }) => ({ title, videoUrl })) ?? [],
  };
}

/** The lesson's fields (new or edited): product of the course, title, type, dates, video link, materials, sub-lessons. */
export function LessonForm({
  lesson,
  products,
  submitLabel,
  onSubmit,
}: {
  lesson?: StaffLessonDetail;
  products: StaffCourseProduct[];
  submitLabel: string;
  onSubmit: (values: StaffLessonInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffLessonInputSchema),
    values: defaults(lesson, products),
    resetOptions: { keepDirtyValues: true },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const materials = useFieldArray({ control, name: 'materials' });
  const subLessons = useFieldArray({ control, name: 'subLessons' });
  const submit = handleSubmit((values) =>
    run(async () => {
      await onSubmit(StaffLessonInputSchema.parse(values));
    }),
  );
  const errors = formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlerts messages={alerts} />
        <Controller
          control={control}
          name="product"
          render={({ field }) => (
            <Select
              label={t('staffContent.lessons.product')}
              description={t('staffContent.lessons.productHint')}
              required
              allowDeselect={false}
              data={products.map((product) => ({ value: String(product.id), label: product.title }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              error={errors.product?.message}
            />
          )}
        />
        <TextInput
          label={t('staffContent.common.title')}
          required
          maxLength={200}
          error={errors.title?.message}
          {...register('title')}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('staffContent.lessons.kind')}
                required
                allowDeselect={false}
                data={LESSON_KINDS.map((kind) => ({ value: kind, label: t(`staffContent.lessons.kind${kind}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.kind?.message}
                miw={160}
              />
            )}
          />
          <Controller
            control={control}
            name="lessonNumber"
            render={({ field }) => (
              <NumberInput
                label={t('staffContent.lessons.lessonNumber')}
                required
                min={0}
                max={10000}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                error={errors.lessonNumber?.message}
                miw={140}
              />
            )}
          />
        </Group>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <Controller
            control={control}
            name="startAt"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('staffContent.lessons.startAt')}
                required
                value={field.value ? toLocalInput(field.value) : ''}
                onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
                error={errors.startAt?.message}
                miw={200}
              />
            )}
          />
          <Controller
            control={control}
            name="durationMinutes"
            render={({ field }) => (
              <NumberInput
                label={t('staffContent.lessons.duration')}
                required
                min={1}
                max={1440}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                error={errors.durationMinutes?.message}
                miw={140}
              />
            )}
          />
        </Group>
        <Textarea
          label={t('staffContent.common.description')}
          autosize
          minRows={3}
          maxLength={10000}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="videoUrl"
          render={({ field }) => (
            <TextInput
              label={t('staffContent.lessons.videoUrl')}
              description={t('staffContent.lessons.videoUrlHint')}
              maxLength={2000}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
              error={errors.videoUrl?.message}
            />
          )}
        />
        <Group gap="lg">
          <Checkbox label={t('staffContent.lessons.withoutVideo')} {...register('withoutVideo')} />
          <Checkbox label={t('staffContent.lessons.alwaysOpen')} {...register('alwaysOpen')} />
        </Group>
        <Fieldset legend={t('staffContent.lessons.materials')}>
          <Stack gap="sm">
            {materials.fields.map((item, index) => (
              <Group key={item.id} align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  label={t('staffContent.lessons.materialTitle')}
                  required
                  error={errors.materials?.[index]?.title?.message}
                  {...register(`materials.${index}.title`)}
                  style={{ flex: '1 1 180px' }}
                />
                <TextInput
                  label={t('staffContent.lessons.materialUrl')}
                  required
                  error={errors.materials?.[index]?.url?.message}
                  {...register(`materials.${index}.url`)}
                  style={{ flex: '2 1 220px' }}
                />
                <Controller
                  control={control}
                  name={`materials.${index}.kind`}
                  render={({ field }) => (
                    <Select
                      label={t('staffContent.lessons.materialKind')}
                      allowDeselect={false}
                      data={STAFF_MATERIAL_KINDS.map((kind) => ({
                        value: kind,
                        label: t(`staffContent.lessons.materialKind_${kind}`),
                      }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      style={{ flex: '1 1 160px' }}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => materials.remove(index)}
                  aria-label={t('staffContent.lessons.removeItem', { title: item.title || index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => materials.append({ title: '', url: '', kind: 'summary' })}
              >
                {t('staffContent.lessons.addMaterial')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('staffContent.lessons.subLessons')}>
          <Stack gap="sm">
            {subLessons.fields.map((item, index) => (
              <Group key={item.id} align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  label={t('staffContent.lessons.subLessonTitle')}
                  required
                  error={errors.subLessons?.[index]?.title?.message}
                  {...register(`subLessons.${index}.title`)}
                  style={{ flex: '1 1 180px' }}
                />
                <TextInput
                  label={t('staffContent.lessons.subLessonUrl')}
                  required
                  error={errors.subLessons?.[index]?.videoUrl?.message}
                  {...register(`subLessons.${index}.videoUrl`)}
                  style={{ flex: '2 1 220px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => subLessons.remove(index)}
                  aria-label={t('staffContent.lessons.removeItem', { title: item.title || index + 1 })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button variant="light" size="xs" onClick={() => subLessons.append({ title: '', videoUrl: '' })}>
                {t('staffContent.lessons.addSubLesson')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        {errors.root?.message && <Text c="red">{errors.root.message}</Text>}
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
