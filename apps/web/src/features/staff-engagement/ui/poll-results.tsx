import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useModalResults } from '../api/engagement';

/** Counts per answer of each poll of a modal, as bars; the latest written answers under them. */
export function PollResults({ modalId }: { modalId: number }) {
  const { t } = useTranslation();
  const results = useModalResults(modalId);
  if (results.isError) return <Alert color="red">{t('staff.engagement.failed')}</Alert>;
  if (!results.data) return <Skeleton height={240} />;
  if (!results.data.polls.length) return <Text c="dimmed">{t('staff.engagement.noPolls')}</Text>;
  return (
    <Stack gap="md">
      {results.data.polls.map((poll) => (
        <Card key={poll.pollId} withBorder padding="md" component="figure" m={0} data-testid="poll-result">
          <Title order={3} size="h5">
            {poll.question}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('staff.engagement.answered', { count: poll.answered })}
          </Text>
          {poll.options.length > 0 && (
            <BarChart
              h={Math.max(160, poll.options.length * 36)}
              data={poll.options}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: 'count', label: t('staff.engagement.answersCount'), color: 'blue.6' }]}
            />
          )}
          {poll.texts.length > 0 && (
            <Stack gap={4} mt="sm">
              {poll.texts.map((answer, index) => (
                <Text key={index} size="sm">
                  «{answer.text}»
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
