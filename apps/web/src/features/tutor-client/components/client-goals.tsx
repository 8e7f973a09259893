import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TutorClientOverview } from '@school/contract';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';
import { subjectOf } from '../../../shared/tutor-clients/subject-of';
import { SubjectBadge } from '../../../shared/ui/subject-badge';
import '../i18n';

/**
 * What the student chose as goals: the grade and the subjects (docs/profile.md; exam targets come
 * with the goals screens of a later issue).
 */
export function ClientGoals({ goals }: { goals: TutorClientOverview['goals'] | undefined }) {
  const { t } = useTranslation();
  const classTypes = useClassTypes();
  const chosen = goals && (goals.classYear !== null || goals.classTypeIds.length > 0);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="client-goals-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-goals-title">
          {t('tutorClientArea.overview.goals')}
        </Title>
        {!goals ? null : !chosen ? (
          <Text size="sm" c="dimmed">
            {t('tutorClientArea.overview.noGoals')}
          </Text>
        ) : (
          <Stack gap="xs">
            {goals.classYear !== null && (
              <Text size="sm">
                {t('tutorClientArea.overview.classYear')}:{' '}
                {t('tutorClientArea.overview.classYearValue', { value: goals.classYear })}
              </Text>
            )}
            {goals.classTypeIds.length > 0 && (
              <div>
                <Text size="sm" mb={4}>
                  {t('tutorClientArea.overview.subjects')}:
                </Text>
                <Group gap={6}>
                  {goals.classTypeIds.map((id) => (
                    <SubjectBadge key={id} subject={subjectOf(classTypes.data?.get(id))} />
                  ))}
                </Group>
              </div>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
