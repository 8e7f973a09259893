import { useState } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LessonsList } from '../../../shared/slots/lessons-list';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useNow } from '../../../shared/lessons/use-now';
import { useTutorLessons } from '../api/tutor-slots-api';
import { lessonsRange } from '../lib/lesson-actions';
import { LessonStatusActions } from './lesson-status-actions';
import '../i18n';

/** The tutor's lessons with their clients, to be marked passed or cancelled (issue 12). */
export function UpcomingLessons() {
  const { t } = useTranslation();
  const [range] = useState(() => lessonsRange(new Date()));
  const lessons = useTutorLessons(range);
  const now = useNow();
  return (
    <Stack gap="sm" component="section" aria-labelledby="tutor-lessons-title">
      <Title order={2} size="h4" id="tutor-lessons-title">
        {t('tutorSlots.lessons.title')}
      </Title>
      {lessons.isError ? (
        <LoadError message={t('tutorSlots.lessons.loadError')} onRetry={() => void lessons.refetch()} />
      ) : !lessons.data ? (
        <Skeleton height={120} radius="md" />
      ) : lessons.data.length === 0 ? (
        <EmptyState
          icon={<IconCalendarTime size={26} />}
          title={t('tutorSlots.lessons.empty')}
          hint={t('tutorSlots.lessons.emptyHint')}
        />
      ) : (
        <LessonsList
          label={t('tutorSlots.lessons.label')}
          lessons={lessons.data}
          show="client"
          actions={(lesson) => <LessonStatusActions lesson={lesson} now={now} />}
        />
      )}
    </Stack>
  );
}
