import { useState } from 'react';
import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { getRouteApi } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffMonthInputSchema, type StaffCourseDetail } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { FormAlerts } from '../../../shared/ui/form-alerts';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useCourse, useCreateMonth } from '../api/content';
import { CourseModal } from '../ui/course-modal';
import { MonthsList } from '../ui/months-list';
import { ButtonLink } from '../../../shared/ui/router-link';
import '../i18n';

const route = getRouteApi(paths.staffCourse);

type MonthValues = z.input<typeof StaffMonthInputSchema>;

function MonthForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const create = useCreateMonth(courseId);
  const { register, handleSubmit, setError, formState, reset } = useForm<MonthValues>({
    resolver: zodResolver(StaffMonthInputSchema),
    defaultValues: { month: '', title: '' },
  });
  const { alerts, run } = useServerErrors(setError, ['month', 'title'], t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      await create.mutateAsync(StaffMonthInputSchema.parse(values));
      reset();
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlerts messages={alerts} />
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            type="month"
            label={t('staffContent.courses.month')}
            required
            error={formState.errors.month?.message}
            miw={180}
            {...register('month')}
          />
          <TextInput
            label={t('staffContent.courses.monthTitle')}
            required
            maxLength={80}
            error={formState.errors.title?.message}
            miw={180}
            {...register('title')}
          />
        </Group>
        <Group>
          <Button type="submit" variant="light" loading={create.isPending}>
            {t('staffContent.courses.addMonth')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CourseBody({ course }: { course: StaffCourseDetail }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const courseId = String(course.id);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={course.title}
        lead={`${course.classType.title} · ${course.classYear.title} · ${course.courseType.title} · ${course.type}`}
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('staffContent.common.edit')}
            </Button>
            <ButtonLink to={paths.staffLessons} search={{ course: course.id }} variant="light">
              {t('staffContent.courses.lessons')}
            </ButtonLink>
            <ButtonLink to={paths.staffLessonNew} search={{ course: course.id }}>
              {t('staffContent.courses.newLesson')}
            </ButtonLink>
          </Group>
        }
      />
      {course.description && <Text>{course.description}</Text>}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('staffContent.courses.products')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staffContent.courses.productsLead')}
          </Text>
          {course.products.length === 0 ? (
            <Text>{t('staffContent.courses.productsEmpty')}</Text>
          ) : (
            <List spacing={4}>
              {course.products.map((product) => (
                <List.Item key={product.id}>
                  {product.title} ·{' '}
                  {t('staffContent.courses.period', {
                    from: formatDate(product.startDate, i18n.language),
                    to: formatDate(product.endDate, i18n.language),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Card>
      {course.kind === 'MG' && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('staffContent.courses.months')}
            </Title>
            {course.months.length === 0 ? (
              <Text c="dimmed">{t('staffContent.courses.monthsEmpty')}</Text>
            ) : (
              <MonthsList months={course.months} />
            )}
            <MonthForm courseId={course.id} />
          </Stack>
        </Card>
      )}
      <CourseModal key={courseId} course={course} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** `/staff/content/courses/$courseId`: a course with its months and products. */
export function CoursePage() {
  const { courseId } = route.useParams();
  const course = useCourse(Number(courseId));
  const { t } = useTranslation();
  if (course.isError) return <Alert color="red">{t('staffContent.common.failed')}</Alert>;
  if (!course.data) return <Skeleton height={320} radius="md" />;
  return <CourseBody course={course.data} />;
}
