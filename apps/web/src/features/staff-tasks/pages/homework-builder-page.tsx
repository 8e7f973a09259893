import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffLessonHomework, StaffTask } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useLessonHomework, useSaveHomework, useStaffTasks } from '../api/staff-tasks';
import { statementLine, WIDE } from '../ui/task-types';

import '../i18n';

const route = getRouteApi(paths.staffHomeworkBuilder);

/** `/staff/content/lessons/$lessonId/homework`: the homework of a lesson from the bank (docs/staff-tasks.md). */
export function HomeworkBuilderPage() {
  const { t } = useTranslation();
  const lessonId = Number(route.useParams().lessonId);
  const data = useLessonHomework(lessonId);
  if (data.isError) return <LoadError message={t('staffTasks.homework.failed')} onRetry={() => void data.refetch()} />;
  if (data.isPending) return <Skeleton h={480} radius="md" />;
  return <Builder key={data.data.homework?.id ?? 'new'} data={data.data} lessonId={lessonId} />;
}

/** `datetime-local` value in the browser's zone. */
const localInput = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

function TaskLine({ task, index, children }: { task: StaffTask; index?: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            {index !== undefined && <Text fw={700}>{index + 1}.</Text>}
            <Badge variant="light" color="indigo" size="sm" tt="none" styles={WIDE}>
              {t(`staffTasks.types.${task.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              № {task.id} · {t('staffTasks.list.points')}: {task.maxPoints}
            </Text>
          </Group>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {statementLine(task.statementHtml, 160)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}

function Builder({ data, lessonId }: { data: StaffLessonHomework; lessonId: number }) {
  const { t } = useTranslation();
  const save = useSaveHomework(lessonId);
  const homework = data.homework;
  const [title, setTitle] = useState(homework?.title ?? `Домашнее задание: ${data.lesson.title}`);
  const [deadline, setDeadline] = useState(
    localInput(homework?.deadline ?? new Date(new Date(data.lesson.startAt).getTime() + 7 * 86_400_000).toISOString()),
  );
  const [limit, setLimit] = useState<number | ''>(homework?.timeLimitMinutes ?? '');
  const [tasks, setTasks] = useState<StaffTask[]>(homework?.tasks ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const bank = useStaffTasks({
    limit: 10,
    offset: 0,
    classType: data.lesson.classType.id,
    search: debounced.trim() || undefined,
    ordering: '-id',
  });
  const started = (homework?.submissions ?? 0) > 0;
  const move = (index: number, by: number) =>
    setTasks((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const has = new Set(tasks.map((task) => task.id));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    try {
      await save.mutateAsync({
        title,
        deadline: new Date(deadline).toISOString(),
        timeLimitMinutes: limit === '' ? null : limit,
        tasks: tasks.map((task) => task.id),
      });
      notifications.show({ color: 'green', message: t('staffTasks.homework.saved') });
    } catch (error) {
      if (!(error instanceof ApiError)) return setGeneral([t('staffTasks.homework.failed')]);
      setErrors(error.fields);
      const other = Object.entries(error.fields)
        .filter(([attr]) => !['title', 'deadline', 'time_limit_minutes'].includes(attr))
        .map(([, detail]) => detail);
      setGeneral([...error.general.map((item) => item.detail), ...other]);
    }
  };
  const points = tasks.reduce((sum, task) => sum + task.maxPoints, 0);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <StaffPageHeader
          title={t('staffTasks.homework.title')}
          lead={t('staffTasks.homework.lessonLead', {
            title: data.lesson.title,
            subject: data.lesson.classType.title,
            state: data.lesson.isPublished ? t('staffTasks.homework.published') : t('staffTasks.homework.draft'),
          })}
        />
        {!homework && <Alert color="blue">{t('staffTasks.homework.none')}</Alert>}
        {started && <Alert color="orange">{t('staffTasks.homework.started', { n: homework!.submissions })}</Alert>}
        {general.length > 0 && (
          <Alert color="red" role="alert">
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('staffTasks.homework.name')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
            maxLength={200}
            required
          />
          <TextInput
            type="datetime-local"
            label={t('staffTasks.homework.deadline')}
            value={deadline}
            onChange={(event) => setDeadline(event.currentTarget.value)}
            error={errors.deadline}
            required
          />
          <NumberInput
            label={t('staffTasks.homework.timeLimit')}
            value={limit}
            min={1}
            max={600}
            onChange={(value) => setLimit(value === '' ? '' : Number(value))}
            error={errors.time_limit_minutes}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('staffTasks.homework.tasks')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('staffTasks.homework.totals', { tasks: tasks.length, points })}
              </Text>
              {tasks.length === 0 && <Text c="dimmed">{t('staffTasks.homework.noTasks')}</Text>}
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {tasks.map((task, index) => (
                  <li key={task.id}>
                    <TaskLine task={task} index={index}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staffTasks.homework.up', { id: task.id })}
                        disabled={index === 0 || started}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('staffTasks.homework.down', { id: task.id })}
                        disabled={index === tasks.length - 1 || started}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('staffTasks.homework.remove', { id: task.id })}
                        disabled={started}
                        onClick={() => setTasks((list) => list.filter((item) => item.id !== task.id))}
                      >
                        <IconX size={18} />
                      </ActionIcon>
                    </TaskLine>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {t('staffTasks.homework.bank')}
                </Title>
                <Button component={Link} to={paths.staffTaskNew} variant="subtle" size="compact-sm">
                  {t('staffTasks.homework.newTask')}
                </Button>
              </Group>
              <TextInput
                type="search"
                label={t('staffTasks.homework.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maxLength={100}
              />
              {bank.isPending && <Skeleton h={120} />}
              {(bank.data?.results ?? []).map((task) => (
                <TaskLine key={task.id} task={task}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    disabled={has.has(task.id) || started}
                    aria-label={t('staffTasks.homework.addTask', { id: task.id })}
                    onClick={() => setTasks((list) => [...list, task])}
                  >
                    {has.has(task.id) ? t('staffTasks.homework.added') : t('staffTasks.homework.add')}
                  </Button>
                </TaskLine>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={tasks.length === 0}>
            {t('staffTasks.homework.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
