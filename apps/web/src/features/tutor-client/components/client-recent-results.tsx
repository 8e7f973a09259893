import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clientSubmissionHref } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { LoadError } from '../../../shared/ui/load-error';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useRecentResults } from '../api/overview-api';
import '../i18n';

/** The overview's latest checked works of this client, with their points. */
export function ClientRecentResults({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const results = useRecentResults(clientId);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-results-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-results-title">
          {t('tutorClientArea.overview.results')}
        </Title>
        {results.isError ? (
          <LoadError message={t('tutorClientArea.overview.resultsError')} onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <Skeleton height={60} />
        ) : results.data.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tutorClientArea.overview.noResults')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {results.data.results.map((work) => (
              <Group component="li" key={work.id} justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <AnchorLink
                    to={clientSubmissionHref(clientId, work.homeworkId) as never}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {work.title}
                  </AnchorLink>
                  {work.checkedAt && (
                    <Text size="xs" c="dimmed">
                      {t('tutorClientArea.overview.checkedOn', { date: formatDate(work.checkedAt, i18n.language) })}
                    </Text>
                  )}
                </div>
                <Text size="sm" fw={600}>
                  {t('tutorClientArea.overview.score', { score: work.score ?? 0, max: work.maxScore })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
