import { Navigate } from '@tanstack/react-router';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamResult } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { resultsAvailable, useExamResults } from '../../../shared/results/exam-results-query';
import { LoadError } from '../../../shared/ui/load-error';
import { ResultCard } from '../components/result-card';
import '../i18n';

function byYear(results: ExamResult[]): [number, ExamResult[]][] {
  const years = new Map<number, ExamResult[]>();
  for (const result of results) years.set(result.examYear, [...(years.get(result.examYear) ?? []), result]);
  return [...years.entries()];
}

/** Spec 2 §2 /results (StudentResults): exam results per subject; home unless results are available. */
export function ResultsPage() {
  const { t } = useTranslation();
  const results = useExamResults();
  if (results.isError) return <LoadError message={t('results.failed')} onRetry={() => void results.refetch()} />;
  if (results.isPending) return <Skeleton h={240} radius="lg" maw={1080} />;
  if (!resultsAvailable(results.data)) return <Navigate to={paths.home} replace />;
  return (
    <Stack gap="xl" maw={1080}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('results.title')}
        </Title>
        <Text c="dimmed">{t('results.lead')}</Text>
      </Stack>
      {byYear(results.data.classTypes).map(([year, items]) => (
        <Stack key={year} gap="md" component="section" aria-labelledby={`results-${year}`}>
          <Title order={2} size="h3" id={`results-${year}`}>
            {t('results.year', { year })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((result) => (
              <ResultCard key={`${result.classType.id}-${result.examYear}`} result={result} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
