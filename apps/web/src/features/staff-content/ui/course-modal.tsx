import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PRODUCT_TYPE_KINDS,
  STAFF_PRODUCT_TYPE_TYPES,
  StaffCourseInputSchema,
  type StaffCourse,
} from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useAllSubjects, useClassYears, useCourseTypes, useSaveCourse } from '../api/content';
import '../i18n';

type Values = z.input<typeof StaffCourseInputSchema>;
const FIELDS = ['title', 'type', 'kind', 'classType', 'classYear', 'courseType', 'description'] as const;

/** Creates a course (product type), or edits `course` when given. */
export function CourseModal({
  course,
  opened,
  onClose,
  onSaved,
}: {
  course?: StaffCourse;
  opened: boolean;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const subjects = useAllSubjects();
  const years = useClassYears();
  const courseTypes = useCourseTypes();
  const save = useSaveCourse();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffCourseInputSchema),
    values: {
      title: course?.title ?? '',
      type: (course?.type as Values['type']) ?? 'MG',
      kind: (course?.kind as Values['kind']) ?? 'MG',
      classType: course?.classType.id ?? (undefined as unknown as number),
      classYear: course?.classYear.id ?? (undefined as unknown as number),
      courseType: (course?.courseType.code as Values['courseType']) ?? 'master_group',
      description: course?.description ?? '',
    },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      const saved = await save.mutateAsync({ id: course?.id, body: StaffCourseInputSchema.parse(values) });
      onSaved?.(saved.id);
      onClose();
    }),
  );
  const idSelect = (name: 'classType' | 'classYear', label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={options}
          searchable
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
          error={formState.errors[name]?.message}
        />
      )}
    />
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={course ? t('staffContent.courses.editTitle', { title: course.title }) : t('staffContent.courses.new')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={course ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <TextInput
        label={t('staffContent.common.title')}
        required
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      {idSelect(
        'classType',
        t('staffContent.courses.subject'),
        (subjects.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.title })),
      )}
      {idSelect(
        'classYear',
        t('staffContent.courses.classYear'),
        (years.data ?? []).map((y) => ({ value: String(y.id), label: y.title })),
      )}
      <Controller
        control={control}
        name="courseType"
        render={({ field }) => (
          <Select
            label={t('staffContent.courses.courseType')}
            required
            data={(courseTypes.data ?? []).map((type) => ({ value: type.code, label: type.title }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            error={formState.errors.courseType?.message}
          />
        )}
      />
      <Group grow align="flex-start" wrap="wrap">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('staffContent.courses.kind')}
              required
              allowDeselect={false}
              data={STAFF_PRODUCT_TYPE_KINDS.map((kind) => ({
                value: kind,
                label: t(`staffContent.courses.kind${kind}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={formState.errors.kind?.message}
              miw={200}
            />
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('staffContent.courses.type')}
              required
              allowDeselect={false}
              data={[...STAFF_PRODUCT_TYPE_TYPES]}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={formState.errors.type?.message}
              miw={160}
            />
          )}
        />
      </Group>
      <Textarea
        label={t('staffContent.common.description')}
        autosize
        minRows={3}
        maxLength={5000}
        error={formState.errors.description?.message}
        {...register('description')}
      />
    </FormModal>
  );
}
