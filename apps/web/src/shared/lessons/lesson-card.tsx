import { useId } from 'react';
import { Badge, Box, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Lesson } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { hasStarted, homeworkButton, isLiveAt, mainButton, watchedShare } from './card-rules';
import { HomeworkBadge } from './homework-badge';
import { LessonCardAction } from './lesson-card-action';
import { LessonCardMeta } from './lesson-card-meta';
import { useNow } from './use-now';
import './i18n';

export interface LessonCardProps {
  lesson: Lesson;
  /** The moment the rules are decided for; the card keeps its own clock when absent. */
  now?: Date;
  /** Level of the title among the page's headings. */
  headingLevel?: 2 | 3 | 4;
  /** Show the subject: lists that mix subjects (today's lessons, the schedule) need it. */
  withSubject?: boolean;
}

function ViewedStatus({ lesson, now, share }: { lesson: Lesson; now: Date; share: number | null }) {
  const { t } = useTranslation();
  if (lesson.viewed)
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleCheckFilled size={14} color="var(--mantine-color-green-filled)" aria-hidden />
        <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('lessonCard.viewed')}
        </Text>
      </Group>
    );
  if (share !== null || lesson.startedAndNotFinishedView)
    return (
      <Text size="xs" c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {t('lessonCard.started')}
      </Text>
    );
  // Before the start or while it is live, "not viewed" says nothing.
  if (!hasStarted(lesson, now) || isLiveAt(lesson, now)) return null;
  return (
    <Text size="xs" c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
      {t('lessonCard.notViewed')}
    </Text>
  );
}

function Subject({ classType }: { classType: Lesson['classType'] }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Box w={8} h={8} bg={classType.color.base} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm" fw={600} truncate>
        {classType.title}
      </Text>
    </Group>
  );
}

/** Spec 2 §2 lesson card: number, title, tag, date, viewed status, video-length hint and buttons (§4). */
export function LessonCard({ lesson, now: fixedNow, headingLevel = 3, withSubject = false }: LessonCardProps) {
  const { t } = useTranslation();
  const clock = useNow(30_000, fixedNow === undefined);
  const now = fixedNow ?? clock;
  const titleId = useId();
  const share = watchedShare(lesson);
  const homework = homeworkButton(lesson.homework);
  const accent = lesson.classType.color.base;
  const numberAndKind = (
    <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.3 }} mt={withSubject ? -6 : 0}>
      {t('lessonCard.number', { number: lesson.lessonNumber })} · {t(`lessonCard.kind.${lesson.lessonType}`)}
    </Text>
  );
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="md"
      radius="lg"
      withBorder
      h="100%"
      style={{ borderInlineStart: `4px solid ${accent}` }}
    >
      <Stack gap={10} h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          {withSubject ? <Subject classType={lesson.classType} /> : numberAndKind}
          <ViewedStatus lesson={lesson} now={now} share={share} />
        </Group>
        {withSubject && numberAndKind}
        <Title order={headingLevel} size="h5" id={titleId} lineClamp={2} style={{ lineHeight: 1.35 }}>
          {lesson.title}
        </Title>
        {lesson.lessonTag && (
          <Badge color={lesson.lessonTag.color} variant="dot" radius="sm" tt="none" fw={500} w="fit-content">
            {lesson.lessonTag.title}
          </Badge>
        )}
        <LessonCardMeta lesson={lesson} now={now} />
        {share !== null && (
          <Progress
            value={Math.round(share * 100)}
            size="sm"
            radius="xl"
            color={accent}
            aria-label={t('lessonCard.watchedPercent', { percent: Math.round(share * 100) })}
          />
        )}
        <Group mt="auto" pt={4} gap="xs" justify="space-between" align="center">
          <LessonCardAction lessonId={lesson.id} button={mainButton(lesson, now)} describedBy={titleId} />
          {homework && <HomeworkBadge button={homework} />}
        </Group>
      </Stack>
    </Card>
  );
}
