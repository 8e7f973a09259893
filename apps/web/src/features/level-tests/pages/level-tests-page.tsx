import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useLevelTests } from '../api/level-tests';
import '../i18n';

/** Issue 15: the placement tests, the student's subjects first, each with the last level. */
export function LevelTestsPage() {
  const { t } = useTranslation();
  const tests = useLevelTests();
  if (tests.isError) return <LoadError message={t('levelTests.failed')} onRetry={() => void tests.refetch()} />;
  return (
    <Stack gap="xl" maw={1080}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('levelTests.title')}
        </Title>
        <Text c="dimmed">{t('levelTests.lead')}</Text>
      </Stack>
      {tests.isPending ? (
        <Skeleton h={200} radius="lg" />
      ) : tests.data.length === 0 ? (
        <EmptyState
          title={t('levelTests.empty')}
          hint={t('levelTests.emptyHint')}
          icon={<IconTargetArrow size={26} />}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {tests.data.map((test) => (
            <Card key={test.id} component="li" withBorder radius="lg" padding="lg">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={6}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={600}>{test.classType.title}</Text>
                    {test.isChosenSubject && (
                      <Badge variant="light" color="violet" size="sm">
                        {t('levelTests.yourSubject')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('levelTests.questions', { count: test.questionsCount })} ·{' '}
                    {t('levelTests.minutes', { count: test.durationMinutes })}
                  </Text>
                  <Text size="sm" fw={500}>
                    {test.result
                      ? `${t(`levelTests.level.${test.result.level}`)} · ${test.result.percent} %`
                      : t('levelTests.notTaken')}
                  </Text>
                </Stack>
                <ButtonLink
                  to={paths.levelTest}
                  params={{ testId: String(test.id) }}
                  variant={test.result ? 'light' : 'filled'}
                  aria-label={`${test.result ? t('levelTests.open') : t('levelTests.start')}: ${test.title}`}
                >
                  {test.result ? t('levelTests.open') : t('levelTests.start')}
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
