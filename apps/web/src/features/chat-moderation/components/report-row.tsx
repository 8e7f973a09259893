import { Badge, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useLessonDate } from '../../../shared/lessons/use-lesson-format';
import { AnchorLink } from '../../../shared/ui/router-link';
import type { ReportedMessage } from '../lib/group-reports';
import { ReportActions } from './report-actions';
import '../i18n';

interface ReportRowProps {
  report: ReportedMessage;
  now: Date;
  onBan: (report: ReportedMessage) => void;
}

/** One reported message: what was written, by whom, where, how many reported it and why. */
export function ReportRow({ report, now, onBan }: ReportRowProps) {
  const { t } = useTranslation();
  const when = useLessonDate(report.createdAt, now);
  return (
    <li>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700}>{report.author.name}</Text>
              <AnchorLink
                to={paths.lesson}
                params={{ lessonId: String(report.lessonId) }}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {report.lessonTitle}
              </AnchorLink>
            </Stack>
            <Badge variant="light" color="orange" tt="none" style={{ flexShrink: 0 }}>
              {t('moderation.reports.count', { count: report.reports })}
            </Badge>
          </Group>
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.messageText}</Text>
          </Paper>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {when}
            </Text>
            {report.messageIsHidden && (
              <Badge variant="outline" color="gray" tt="none">
                {t('moderation.reports.messageHidden')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {report.reasons.length > 0
              ? t('moderation.reports.reason', { count: report.reasons.length, reason: report.reasons.join('; ') })
              : t('moderation.reports.noReason')}
          </Text>
          <ReportActions report={report} onBan={() => onBan(report)} />
        </Stack>
      </Card>
    </li>
  );
}
