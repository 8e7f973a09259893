import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ModeratedLesson } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useLessonDate } from '../../../shared/lessons/use-lesson-format';
import { ButtonLink } from '../../../shared/ui/router-link';
import { ChatSettingsControls } from './chat-settings-controls';
import '../i18n';

/** One lesson to moderate: on air or when, open reports, the chat's switches, the ways into it. */
export function LessonRow({ lesson, now }: { lesson: ModeratedLesson; now: Date }) {
  const { t } = useTranslation();
  const when = useLessonDate(lesson.startDatetime, now);
  return (
    <li>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                {lesson.isLive && (
                  <Badge color="red" variant="filled">
                    {t('moderation.lessons.live')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {when}
                </Text>
              </Group>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {lesson.title}
              </Text>
              <Text size="sm" c="dimmed">
                {lesson.classTypeTitle}
              </Text>
            </Stack>
            <Badge
              variant="light"
              color={lesson.openReports > 0 ? 'orange' : 'gray'}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {lesson.openReports > 0
                ? t('moderation.lessons.reports', { count: lesson.openReports })
                : t('moderation.lessons.noReports')}
            </Badge>
          </Group>
          <ChatSettingsControls lesson={lesson} />
          <Group gap="xs">
            <ButtonLink to={paths.lesson} params={{ lessonId: String(lesson.id) }} size="xs" variant="light">
              {t('moderation.lessons.openLesson')}
            </ButtonLink>
            <ButtonLink to={paths.moderationReports} search={{ lesson: lesson.id }} size="xs" variant="subtle">
              {t('moderation.lessons.toReports')}
            </ButtonLink>
          </Group>
        </Stack>
      </Card>
    </li>
  );
}
