import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TutorClientOverview } from '@school/contract';
import { clientLecturesHref, clientLectureViewHref } from '../../../shared/config/paths';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useClientLectures } from '../api/lectures-api';
import { LectureStatusBadge } from './lecture-status-badge';
import '../i18n';

const RECENT = 3;

/** The overview's lectures: how many were watched, and the latest few. */
export function ClientLecturesSummary({
  clientId,
  counts,
}: {
  clientId: number;
  counts: TutorClientOverview['lectures'] | undefined;
}) {
  const { t } = useTranslation();
  const lectures = useClientLectures(clientId);
  const recent = lectures.data?.results.slice(0, RECENT) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-lectures-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="client-lectures-title">
            {t('tutorClientArea.overview.lectures')}
          </Title>
          <AnchorLink to={clientLecturesHref(clientId) as never} size="sm">
            {t('tutorClientArea.overview.allLectures')}
          </AnchorLink>
        </Group>
        {counts &&
          (counts.assigned === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tutorClientArea.overview.lecturesNone')}
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm">{t('tutorClientArea.overview.lecturesProgress', counts)}</Text>
              <Progress
                value={(counts.viewed / counts.assigned) * 100}
                color="teal"
                aria-label={t('tutorClientArea.overview.lecturesProgress', counts)}
              />
            </Stack>
          ))}
        {recent.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {recent.map((lecture) => (
              <Group component="li" key={lecture.id} justify="space-between" wrap="wrap" gap="xs">
                <AnchorLink
                  to={clientLectureViewHref(clientId, lecture.id) as never}
                  size="sm"
                  style={{ overflowWrap: 'anywhere', minWidth: 0 }}
                >
                  {lecture.subTheory.title}
                </AnchorLink>
                <LectureStatusBadge viewedAt={lecture.viewedAt} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
