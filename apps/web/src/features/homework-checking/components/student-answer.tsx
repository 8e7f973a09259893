import { Group, List, Stack, Text } from '@mantine/core';
import type { AnswerValue, HomeworkTask, TaskOption } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { AnswerPhotos } from './answer-photos';
import { RichHtml } from './rich-html';
import '../i18n';

function OptionText({ options, id }: { options: readonly TaskOption[]; id: string }) {
  const option = options.find((item) => item.id === id);
  return option ? <RichHtml html={option.html} /> : <Text>{id}</Text>;
}

function ChosenOptions({ task, ids, ordered }: { task: HomeworkTask; ids: readonly string[]; ordered?: boolean }) {
  const { t } = useTranslation();
  if (ids.length === 0) return <Text c="dimmed">{t('checking.submission.notChosen')}</Text>;
  return (
    <List type={ordered ? 'ordered' : 'unordered'} spacing={4}>
      {ids.map((id) => (
        <List.Item key={id}>
          <OptionText options={task.options} id={id} />
        </List.Item>
      ))}
    </List>
  );
}

/** The student's answer as they gave it, read-only, in the shape of the task's type. */
export function StudentAnswer({ task, value }: { task: HomeworkTask; value: AnswerValue | null }) {
  const { t } = useTranslation();
  if (!value) return <Text c="dimmed">{t('checking.submission.noAnswer')}</Text>;
  switch (value.type) {
    case 'SHORT':
      return value.text.trim() ? (
        <Text fw={600}>{value.text}</Text>
      ) : (
        <Text c="dimmed">{t('checking.submission.noAnswer')}</Text>
      );
    case 'SINGLE':
      return <ChosenOptions task={task} ids={value.choice ? [value.choice] : []} />;
    case 'MULTIPLE':
      return <ChosenOptions task={task} ids={value.choices} />;
    case 'ORDER':
      return <ChosenOptions task={task} ids={value.order} ordered />;
    case 'MATCH':
      return (
        <Stack gap={6}>
          {task.matchItems.map((item) => {
            const chosen = value.pairs[item.id];
            return (
              <Group key={item.id} gap="xs" align="baseline" wrap="wrap">
                <RichHtml html={item.html} />
                <Text c="dimmed" aria-hidden>
                  →
                </Text>
                {chosen ? (
                  <OptionText options={task.options} id={chosen} />
                ) : (
                  <Text c="dimmed">{t('checking.submission.notChosen')}</Text>
                )}
              </Group>
            );
          })}
        </Stack>
      );
    case 'EXTENDED':
      return (
        <Stack gap="sm">
          {value.html.trim() ? (
            <RichHtml html={value.html} />
          ) : (
            <Text c="dimmed">{t('checking.submission.noAnswer')}</Text>
          )}
          <AnswerPhotos files={value.files} />
        </Stack>
      );
  }
}
