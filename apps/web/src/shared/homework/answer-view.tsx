import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, HomeworkTask } from '@school/contract';
import { AnswerPhotos } from './answer-photos';
import { RichHtml } from './rich-html';
import './i18n';

/** A given answer read back in the words of its options: the student's results and print, the checker's screen. */
export function AnswerView({ task, value }: { task: HomeworkTask; value: AnswerValue | null }) {
  const { t } = useTranslation();
  const option = (id: string) => task.options.find((candidate) => candidate.id === id)?.html ?? id;
  const empty = <Text c="dimmed">{t('homeworkAnswer.noAnswer')}</Text>;
  if (!value) return empty;
  switch (value.type) {
    case 'SHORT':
      return value.text.trim() ? <Text fw={600}>{value.text}</Text> : empty;
    case 'SINGLE':
      return value.choice ? <RichHtml html={option(value.choice)} /> : empty;
    case 'MULTIPLE':
    case 'ORDER': {
      const ids = value.type === 'MULTIPLE' ? value.choices : value.order;
      if (ids.length === 0) return empty;
      return (
        <List type={value.type === 'ORDER' ? 'ordered' : 'unordered'} spacing={4}>
          {ids.map((id) => (
            <List.Item key={id}>
              <RichHtml html={option(id)} inline />
            </List.Item>
          ))}
        </List>
      );
    }
    case 'MATCH':
      if (Object.keys(value.pairs).length === 0) return empty;
      return (
        <List spacing={4}>
          {task.matchItems.map((item) => {
            const chosen = value.pairs[item.id];
            return (
              <List.Item key={item.id}>
                <RichHtml html={item.html} inline /> →{' '}
                {chosen ? (
                  <RichHtml html={option(chosen)} inline />
                ) : (
                  <Text span c="dimmed">
                    {t('homeworkAnswer.notChosen')}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      );
    case 'EXTENDED':
      if (!value.html.trim() && value.files.length === 0) return empty;
      return (
        <Stack gap="sm">
          {value.html.trim() && <RichHtml html={value.html} />}
          <AnswerPhotos files={value.files} />
        </Stack>
      );
  }
}
