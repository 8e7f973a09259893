import { useId } from 'react';
import { Badge, Box, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MyProductType } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { productTypeLessonsHref } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { useLessonDate } from '../../../shared/lessons/use-lesson-format';
import classes from './product-type-card.module.css';
import '../i18n';
import { TeacherLine } from '../../../shared/ui/teacher-line';

function NextLesson({ lesson, now }: { lesson: NonNullable<MyProductType['nextLesson']>; now: Date }) {
  const { t } = useTranslation();
  const date = useLessonDate(lesson.startDatetime, now);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Box miw={0}>
        <Text size="xs" c="dimmed">
          {t('lessons.myProductTypes.nextLesson')}: <time dateTime={lesson.startDatetime}>{date}</time>
        </Text>
        <Text size="sm" fw={500} truncate>
          {lesson.title}
        </Text>
      </Box>
    </Group>
  );
}

/** One of the student's product types (spec 2 §2 /lessons): the whole card opens its lessons. */
export function ProductTypeCard({ entry, now }: { entry: MyProductType; now: Date }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { productType, teacher, lessonsTotal, lessonsViewed, nextLesson } = entry;
  const color = productType.classType.color.base;
  const percent = lessonsTotal ? Math.round((lessonsViewed / lessonsTotal) * 100) : 0;
  return (
    <Card
      component={Link}
      to={productTypeLessonsHref(productType.id)}
      aria-labelledby={titleId}
      className={classes.card}
      padding="lg"
      radius="lg"
      withBorder
      h="100%"
      style={{ borderTop: `4px solid ${color}` }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" miw={0}>
            <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
            <Text size="sm" fw={600} truncate>
              {productType.classType.title}
            </Text>
          </Group>
          <Badge variant="default" radius="sm" tt="none" fw={500} style={{ flex: 'none' }}>
            {productType.classYear.title}
          </Badge>
        </Group>
        <Box>
          <Title order={2} size="h4" id={titleId} lineClamp={2}>
            {productType.title}
          </Title>
          <Text size="sm" c="dimmed">
            {productType.courseType.title}
          </Text>
        </Box>
        {teacher && <TeacherLine teacher={teacher} />}
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('lessons.myProductTypes.progress', { viewed: lessonsViewed, total: lessonsTotal })}
          </Text>
          <Progress
            value={percent}
            color={color}
            size="sm"
            radius="xl"
            aria-label={t('lessons.myProductTypes.progressLabel', { viewed: lessonsViewed, total: lessonsTotal })}
          />
        </Stack>
        <Stack gap={6} mt="auto" pt={4}>
          {nextLesson ? (
            <NextLesson lesson={nextLesson} now={now} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('lessons.myProductTypes.noNextLesson')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('lessons.myProductTypes.accessUntil', { date: formatDate(entry.accessUntil, i18n.language) })}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
