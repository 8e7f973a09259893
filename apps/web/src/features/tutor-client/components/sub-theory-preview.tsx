import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../shared/homework/rich-html';
import { VideoPlayer } from '../../../shared/player/video-player';
import '../i18n';

interface SubTheoryPreviewProps {
  subTheory: { title: string; topicTitle: string; text: string; video: string | null } | undefined;
  headingLevel?: 2 | 3;
}

/** A sub-theory as the student will see it: the video, then its text. */
export function SubTheoryPreview({ subTheory, headingLevel = 3 }: SubTheoryPreviewProps) {
  const { t } = useTranslation();
  if (!subTheory)
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={200} radius="md" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={16} width="60%" />
      </Stack>
    );
  return (
    <Stack gap="sm">
      <div>
        <Title order={headingLevel} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {subTheory.title}
        </Title>
        <Text size="sm" c="dimmed">
          {subTheory.topicTitle}
        </Text>
      </div>
      <VideoPlayer url={subTheory.video} title={t('tutorClientArea.theory.videoTitle', { title: subTheory.title })} />
      <RichHtml html={subTheory.text} />
    </Stack>
  );
}
