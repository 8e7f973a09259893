import { useState } from 'react';
import { Anchor, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconChevronLeft } from '@tabler/icons-react';
import type { LessonDetail } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { productTypeLessonsHref } from '../../../shared/config/paths';
import { LessonChatSlot, useLessonChat } from '../../../shared/lessons/lesson-chat-slot';
import { useUser } from '../../../shared/session/session-store';
import type { LessonQueryKey } from '../api/lesson-query';
import { isContentAvailable } from '../lib/lesson-stage';
import { FeedbackForm } from './feedback-form';
import { HomeworkProgress } from './homework-progress';
import { LessonColumns } from './lesson-columns';
import { LessonHeader } from './lesson-header';
import { LessonPlayer } from './lesson-player';
import { MaterialsSection } from './materials-section';
import { MyLessons } from './my-lessons';
import { MediaClock } from '../../../shared/player/media-clock';
import { hasChat } from '../lib/lesson-stage';
import '../i18n';

interface Props {
  lesson: LessonDetail;
  queryKey: LessonQueryKey;
  /** Spec 3 §2: the page records whether it was opened through a shared access link. */
  viaAccessLink: boolean;
}

/** The lesson page's content, the same for a lesson opened by id and by access link (spec 3 §2). */
export function LessonView({ lesson, queryKey, viaAccessLink }: Props) {
  const { t } = useTranslation();
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  const contentAvailable = isContentAvailable(lesson);
  const [clock] = useState(() => new MediaClock());
  const chat = useLessonChat() !== null && hasChat(lesson, Date.now());

  const top = (
    <Stack gap="lg">
      {/* A lesson opened by access link stands alone (spec 3 §2): its course may not be the student's. */}
      {isStudent && !viaAccessLink && (
        <Box px={{ base: 'md', sm: 0 }} pt={{ base: 'sm', sm: 0 }}>
          <Anchor component={Link} to={productTypeLessonsHref(lesson.productTypeId)} size="sm">
            <Group gap={4} component="span">
              <IconChevronLeft size={16} aria-hidden />
              {t('lessonPage.backToLessons')}
            </Group>
          </Anchor>
        </Box>
      )}
      <LessonPlayer
        lesson={lesson}
        queryKey={queryKey}
        viaAccessLink={viaAccessLink}
        isStudent={isStudent}
        clock={clock}
      />
    </Stack>
  );
  const main = (
    <Stack gap="lg" pb="xl" px={{ base: 'md', sm: 0 }}>
      <LessonHeader lesson={lesson} />
      {lesson.description && (
        <Text style={{ whiteSpace: 'pre-line' }} maw={760}>
          {lesson.description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {contentAvailable && <MaterialsSection lessonId={lesson.id} />}
        {isStudent && <HomeworkProgress lessonId={lesson.id} />}
        {isStudent && lesson.feedback.visible && <FeedbackForm lesson={lesson} queryKey={queryKey} />}
        {isStudent && !viaAccessLink && <MyLessons lesson={lesson} />}
      </SimpleGrid>
    </Stack>
  );
  return (
    <LessonColumns
      top={top}
      main={main}
      aside={chat ? <LessonChatSlot lesson={lesson} playback={clock} /> : undefined}
    />
  );
}
