import { Alert, Button, Chip, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_DEFAULT_TASKS, TRAINING_MAX_TASKS, TRAINING_MIN_TASKS } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { taskNumbersQuery, topicsQuery, useStartTraining, useSubjects } from '../api/training';
import { RecentTrainings } from '../components/recent-trainings';
import { PageSkeleton } from '../components/page-skeleton';
import '../i18n';

/** A long exam-number title wraps inside the chip instead of pushing the page sideways at 390 px. */
const CHIP_STYLES = {
  root: { maxWidth: '100%' },
  label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-size)', paddingBlock: 6, lineHeight: 1.3 },
} as const;

const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

function Filters({
  classType,
  numbers,
  topics,
  onNumbers,
  onTopics,
}: {
  classType: number;
  numbers: number[];
  topics: number[];
  onNumbers: (ids: number[]) => void;
  onTopics: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const numbersQuery = useQuery(taskNumbersQuery(classType));
  const topicsQuery_ = useQuery(topicsQuery(classType));
  return (
    <>
      {(numbersQuery.data?.length ?? 0) > 0 && (
        <Stack gap="xs" role="group" aria-labelledby="training-numbers">
          <div>
            <Text id="training-numbers" fw={600}>
              {t('training.settings.numbers')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('training.settings.numbersHint')}
            </Text>
          </div>
          <Group gap="xs">
            {numbersQuery.data?.map((n) => (
              <Chip
                key={n.id}
                checked={numbers.includes(n.id)}
                onChange={() => onNumbers(toggle(numbers, n.id))}
                size="md"
                styles={CHIP_STYLES}
              >
                {t('training.settings.number', { number: n.number, title: n.title })}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}
      {(topicsQuery_.data?.length ?? 0) > 0 && (
        <Stack gap="xs" role="group" aria-labelledby="training-topics">
          <div>
            <Text id="training-topics" fw={600}>
              {t('training.settings.topics')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('training.settings.topicsHint')}
            </Text>
          </div>
          <Group gap="xs">
            {topicsQuery_.data?.map((topic) => (
              <Chip
                key={topic.id}
                checked={topics.includes(topic.id)}
                onChange={() => onTopics(toggle(topics, topic.id))}
                size="md"
                styles={CHIP_STYLES}
              >
                {topic.title}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}
    </>
  );
}

/** Spec 2 §2 "training settings": the subject, exam task numbers, topics and how many tasks. */
export function TrainingSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subjects = useSubjects();
  const start = useStartTraining();
  const [chosen, setChosen] = useState<number | null>(null);
  const [numbers, setNumbers] = useState<number[]>([]);
  const [topics, setTopics] = useState<number[]>([]);
  const [count, setCount] = useState<number>(TRAINING_DEFAULT_TASKS);
  if (subjects.isError)
    return <LoadError message={t('training.settings.loadError')} onRetry={() => void subjects.refetch()} />;
  if (!subjects.data) return <PageSkeleton />;
  const classType = chosen ?? subjects.data[0]?.classType.id ?? null;
  const choose = (id: number) => {
    setChosen(id);
    setNumbers([]);
    setTopics([]);
  };
  const submit = () => {
    if (classType === null) return;
    start.mutate(
      { classType, taskNumbers: numbers, topics, count },
      {
        onSuccess: (session) => void navigate({ to: paths.training, params: { sessionId: String(session.id) } }),
      },
    );
  };
  const startError =
    start.error instanceof ApiError && start.error.status === 400
      ? start.error.message
      : start.error
        ? t('training.settings.startError')
        : null;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('training.settings.title')}
        </Title>
        <Text c="dimmed">{t('training.settings.lead')}</Text>
      </Stack>
      {subjects.data.length === 0 || classType === null ? (
        <Alert color="gray">{t('training.settings.noSubjects')}</Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="lg">
              <Radio.Group
                label={t('training.settings.subject')}
                value={String(classType)}
                onChange={(value) => choose(Number(value))}
                name="training-subject"
              >
                <Stack gap="xs" mt="xs">
                  {subjects.data.map((s) => (
                    <Radio
                      key={s.classType.id}
                      value={String(s.classType.id)}
                      label={s.classType.title}
                      description={t('training.settings.tasksCount', { count: s.tasksCount })}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Filters
                key={classType}
                classType={classType}
                numbers={numbers}
                topics={topics}
                onNumbers={setNumbers}
                onTopics={setTopics}
              />
              <NumberInput
                label={t('training.settings.count')}
                min={TRAINING_MIN_TASKS}
                max={TRAINING_MAX_TASKS}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={count}
                onChange={(value) => setCount(typeof value === 'number' ? value : TRAINING_DEFAULT_TASKS)}
                size="md"
                maw={220}
              />
              {startError && (
                <Alert color="red" role="alert">
                  {startError}
                </Alert>
              )}
              <Group>
                <Button type="submit" size="md" loading={start.isPending}>
                  {t('training.settings.start')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <RecentTrainings />
    </Stack>
  );
}
