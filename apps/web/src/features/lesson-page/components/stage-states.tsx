import { useEffect } from 'react';
import { Text, Title } from '@mantine/core';
import { IconClockHour4, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VideoStage } from '../../../shared/player/video-stage';
import { useLessonDate } from '../hooks/use-lesson-date';
import { useNow } from '../../../shared/lessons/use-now';
import { countdownParts } from '../lib/lesson-stage';
import '../i18n';

/** Spec 3 §2: content not available yet: 'we are preparing the webinar', with the start time. */
export function PreparingStage({ startDatetime }: { startDatetime: string }) {
  const { t } = useTranslation();
  const formatDate = useLessonDate();
  return (
    <VideoStage label={t('lessonPage.player.preparingTitle')}>
      <IconVideo size={40} stroke={1.5} aria-hidden />
      <Title order={2} size="h3">
        {t('lessonPage.player.preparingTitle')}
      </Title>
      <Text c="gray.4">{t('lessonPage.player.preparingHint')}</Text>
      <Text c="gray.3" size="sm">
        {t('lessonPage.startsAt', { date: formatDate(startDatetime) })}
      </Text>
    </VideoStage>
  );
}

/** A lesson that has not started counts down to its start, then hands over to the player. */
export function CountdownStage({ startDatetime, onStarted }: { startDatetime: string; onStarted(): void }) {
  const { t } = useTranslation();
  const formatDate = useLessonDate();
  const msLeft = Date.parse(startDatetime) - useNow(1000).getTime();
  const started = msLeft <= 0;
  useEffect(() => {
    if (started) onStarted();
  }, [started, onStarted]);
  const { days, time } = countdownParts(msLeft);
  return (
    <VideoStage label={t('lessonPage.player.countdownTitle')}>
      <IconClockHour4 size={40} stroke={1.5} aria-hidden />
      <Text c="gray.4">{t('lessonPage.player.countdownTitle')}</Text>
      <Text fz={{ base: 28, sm: 44 }} fw={700} ff="monospace" role="timer">
        {days > 0 ? t('lessonPage.player.countdownDays', { count: days, time }) : time}
      </Text>
      <Text c="gray.3" size="sm">
        {t('lessonPage.startsAt', { date: formatDate(startDatetime) })}
      </Text>
    </VideoStage>
  );
}
