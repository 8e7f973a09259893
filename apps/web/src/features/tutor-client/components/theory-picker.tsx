import { Alert, Group, Radio, Select, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';
import { LoadError } from '../../../shared/ui/load-error';
import { useTheory, useTheoryTopic } from '../api/lectures-api';
import { videoMinutes } from '../lib/video-minutes';
import classes from './theory-picker.module.css';
import '../i18n';

export interface TheoryChoice {
  subject: number | null;
  topicId: number | null;
  subTheoryId: number | null;
}

interface TheoryPickerProps {
  value: TheoryChoice;
  onChange: (value: TheoryChoice) => void;
  /** The sub-theory field's error, from the server or the form. */
  error?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** Pick theory → topic → sub-theory (issue 12 lecture assignment). */
export function TheoryPicker({ value, onChange, error }: TheoryPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const classTypes = useClassTypes();
  const topics = useTheory({
    subject: value.subject ?? undefined,
    search: debounced.trim() || undefined,
    limit: 100,
    offset: 0,
  });
  const topic = useTheoryTopic(value.topicId);
  const subjectOptions = [...(classTypes.data?.values() ?? [])].map((type) => ({
    value: String(type.id),
    label: type.title,
  }));

  return (
    <Stack gap="md">
      <Group grow align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('tutorClientArea.theory.subject')}
          data={subjectOptions}
          value={value.subject ? String(value.subject) : null}
          placeholder={t('tutorClientArea.theory.allSubjects')}
          clearable
          onChange={(subject) =>
            onChange({ subject: subject ? Number(subject) : null, topicId: null, subTheoryId: null })
          }
          style={{ minWidth: 180 }}
        />
        <TextInput
          type="search"
          label={t('tutorClientArea.theory.search')}
          placeholder={t('tutorClientArea.theory.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ minWidth: 180 }}
        />
      </Group>
      <div>
        <Text fw={600} size="sm" mb={6} id="theory-topics-label">
          {t('tutorClientArea.theory.topics')}
        </Text>
        {topics.isError ? (
          <LoadError message={t('tutorClientArea.theory.loadError')} onRetry={() => void topics.refetch()} />
        ) : !topics.data ? (
          <Stack gap={6} aria-busy>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        ) : topics.data.results.length === 0 ? (
          <Alert color="gray" title={t('tutorClientArea.theory.nothingFound')}>
            {t('tutorClientArea.theory.nothingFoundHint')}
          </Alert>
        ) : (
          <ul className={classes.topics} aria-labelledby="theory-topics-label">
            {topics.data.results.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  className={classes.topic}
                  aria-pressed={item.id === value.topicId}
                  onClick={() => onChange({ ...value, topicId: item.id, subTheoryId: null })}
                >
                  <Text size="sm" fw={600} component="span" display="block">
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {classTypes.data?.get(item.classTypeId)?.title} ·{' '}
                    {t('tutorClientArea.theory.count', { count: item.subTheoriesCount })}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      {value.topicId === null ? (
        <Text size="sm" c="dimmed">
          {t('tutorClientArea.theory.chooseTopic')}
        </Text>
      ) : topic.isError ? (
        <LoadError message={t('tutorClientArea.theory.loadError')} onRetry={() => void topic.refetch()} />
      ) : !topic.data ? (
        <Skeleton height={88} />
      ) : (
        <Radio.Group
          label={t('tutorClientArea.theory.subTheories')}
          value={value.subTheoryId ? String(value.subTheoryId) : null}
          onChange={(id) => onChange({ ...value, subTheoryId: Number(id) })}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {topic.data.subTheories.map((sub) => {
              const minutes = videoMinutes(sub.videoLength);
              return (
                <Radio.Card key={sub.id} value={String(sub.id)} radius="md" p="sm" className={classes.card}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {sub.title}
                      </Text>
                      {minutes !== null && (
                        <Text size="xs" c="dimmed">
                          {t('tutorClientArea.lectures.minutes', { count: minutes })}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
