import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HomeworkListItem } from '@school/contract';
import { appSettings } from '../../../shared/config/app-settings';
import { deadlineUrgency, formatDeadline } from '../lib/deadline';
import { listItemHref } from '../lib/list-item-href';
import classes from './homework-row.module.css';

/**
 * One homework of the list: subject colour, title, lesson, deadline (red when near or passed),
 * status, progress, score and star tasks. The whole row opens the right screen.
 */
export function HomeworkRow({ item, now }: { item: HomeworkListItem; now: Date }) {
  const { t, i18n } = useTranslation();
  const urgency = deadlineUrgency(item.deadline, now);
  const deadline = formatDeadline(item.deadline, i18n.language, appSettings());
  const open = item.status === null || item.status === 'UNDONE' || item.status === 'REFUSED';
  const red = open && urgency !== 'later';
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={listItemHref(item)}
        className={classes.row}
        style={{ borderInlineStartColor: item.classType.color }}
      >
        <Paper p="md" radius="md" withBorder className={classes.paper}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                {item.classType.title}
              </Text>
              <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                {t(`homework.status.${item.status ?? 'none'}`)}
              </Badge>
            </Group>
            <Text fw={700} lineClamp={2}>
              {item.title}
            </Text>
            {item.lessonTitle && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t('homework.do.lesson', { title: item.lessonTitle })}
              </Text>
            )}
            {item.tutorName && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t('homework.do.tutor', { name: item.tutorName })}
                {item.timeLimitMinutes !== null && ` · ${t('homework.do.timer', { minutes: item.timeLimitMinutes })}`}
              </Text>
            )}
            <Group gap="md" justify="space-between">
              <Text
                size="sm"
                fw={red ? 600 : 400}
                c={red ? 'var(--mantine-color-red-text)' : undefined}
                data-onboarding="seeHomeworkDeadlines"
              >
                {t(urgency === 'overdue' ? 'homework.list.overdue' : 'homework.list.deadline', { date: deadline })}
              </Text>
              <Group gap="md">
                <Text
                  size="sm"
                  aria-label={t('homework.list.progressLabel', { done: item.tasksDone, total: item.tasksTotal })}
                >
                  {t('homework.list.progress', { done: item.tasksDone, total: item.tasksTotal })}
                </Text>
                {item.score !== null && (
                  <Text size="sm" fw={600}>
                    {t('homework.list.score', { score: item.score, max: item.maxScore })}
                  </Text>
                )}
                {item.starTasks > 0 && (
                  <Group gap={2} aria-label={t('homework.list.stars', { count: item.starTasks })} role="img">
                    <IconStarFilled size={14} color="var(--mantine-color-yellow-filled)" aria-hidden />
                    <Text size="sm" aria-hidden>
                      {item.starTasks}
                    </Text>
                  </Group>
                )}
              </Group>
            </Group>
          </Stack>
        </Paper>
      </UnstyledButton>
    </li>
  );
}
