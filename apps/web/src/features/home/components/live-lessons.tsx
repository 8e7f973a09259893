import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModeratedLessons } from '../../../shared/chat-moderation/moderation-queries';
import { paths } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../i18n';

/** Issue 11: a moderator's home names the lessons on air now; each opens the lesson page and its chat. */
export function LiveLessons() {
  const { t } = useTranslation();
  const lessons = useModeratedLessons();
  const live = lessons.data?.filter((lesson) => lesson.isLive);
  const body = () => {
    if (lessons.isError)
      return (
        <Text size="sm" c="red">
          {t('home.staff.liveNowError')}
        </Text>
      );
    if (!live) return null;
    if (live.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('home.staff.liveNowEmpty')}
        </Text>
      );
    return (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {live.map((lesson) => (
          <Group component="li" key={lesson.id} gap="xs" wrap="nowrap">
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {t('home.staff.liveBadge')}
            </Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <AnchorLink to={paths.lesson} params={{ lessonId: String(lesson.id) }} fw={600}>
                {lesson.title}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {lesson.classTypeTitle}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  };
  return (
    <Card padding="lg" component="section" aria-labelledby="live-lessons-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="live-lessons-title">
          {t('home.staff.liveNow')}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
