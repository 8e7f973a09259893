import { Card, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ClassType } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, TIMER_MAX_MINUTES, TITLE_MAX, type DraftErrors, type WorkDraft } from '../lib/work-draft';
import '../i18n';

interface WorkFieldsProps {
  draft: WorkDraft;
  onChange: (patch: Partial<Omit<WorkDraft, 'tasks'>>) => void;
  subjects: ClassType[] | undefined;
  /** Shown once the tutor has tried to save. */
  errors: DraftErrors;
}

/** Title, subject, description for the student and the default timer of a personal work. */
export function WorkFields({ draft, onChange, subjects, errors }: WorkFieldsProps) {
  const { t } = useTranslation();
  const error = (key: keyof DraftErrors) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="work-main">
      <Stack gap="md">
        <Title order={2} size="h3" id="work-main">
          {t('personalWorks.editor.main')}
        </Title>
        <TextInput
          label={t('personalWorks.editor.title')}
          placeholder={t('personalWorks.editor.titlePlaceholder')}
          required
          maxLength={TITLE_MAX}
          value={draft.title}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
          error={error('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('personalWorks.editor.subject')}
            required
            value={draft.classType === null ? '' : String(draft.classType)}
            onChange={(event) =>
              onChange({ classType: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
            }
            data={[
              { value: '', label: t('personalWorks.editor.subjectPlaceholder'), disabled: true },
              ...(subjects ?? []).map((subject) => ({ value: String(subject.id), label: subject.title })),
            ]}
            error={error('classType')}
          />
          <NumberInput
            label={t('personalWorks.editor.timer')}
            description={t('personalWorks.editor.timerHint')}
            min={1}
            max={TIMER_MAX_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            value={draft.timeLimitMinutes ?? ''}
            onChange={(value) => onChange({ timeLimitMinutes: typeof value === 'number' ? value : null })}
            error={error('timeLimitMinutes')}
          />
        </SimpleGrid>
        <Textarea
          label={t('personalWorks.editor.description')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={DESCRIPTION_MAX}
          value={draft.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
      </Stack>
    </Card>
  );
}
