import { Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LECTURE_COMMENT_MAX } from '@school/contract';
import { useSubTheory } from '../api/lectures-api';
import { lectureBody, splitLectureErrors, type LectureFormErrors, type LectureFormValues } from '../lib/lecture-form';
import { SubTheoryPreview } from './sub-theory-preview';
import { TheoryPicker, type TheoryChoice } from './theory-picker';
import '../i18n';

interface LectureEditorProps {
  initial: TheoryChoice & Omit<LectureFormValues, 'subTheoryId'>;
  submitLabel: string;
  /** Spec 3 §8 toast of a failure that is no field's. */
  failedText: string;
  pending: boolean;
  onSubmit: (body: ReturnType<typeof lectureBody>) => Promise<unknown>;
  onCancel: () => void;
}

/** The lecture form of the assign and edit pages: theory → sub-theory with a preview, comment, deadline. */
export function LectureEditor({ initial, submitLabel, failedText, pending, onSubmit, onCancel }: LectureEditorProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TheoryChoice>(initial);
  const [comment, setComment] = useState(initial.comment);
  const [deadline, setDeadline] = useState(initial.deadline);
  const [errors, setErrors] = useState<LectureFormErrors>({});
  const preview = useSubTheory(choice.subTheoryId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice.subTheoryId === null) {
      setErrors({ subTheory: t('tutorClientArea.lectures.subTheoryRequired') });
      return;
    }
    setErrors({});
    try {
      await onSubmit(lectureBody({ subTheoryId: choice.subTheoryId, comment, deadline }));
    } catch (error) {
      const split = splitLectureErrors(error);
      setErrors(split.fields);
      notifications.show({ color: 'red', message: failedText });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('tutorClientArea.theory.step1')}
              </Title>
              <TheoryPicker
                value={choice}
                onChange={(next) => {
                  setChoice(next);
                  setErrors((current) => ({ ...current, subTheory: undefined }));
                }}
                error={errors.subTheory}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('tutorClientArea.theory.preview')}
                </Title>
                {choice.subTheoryId === null ? (
                  <Text size="sm" c="dimmed">
                    {t('tutorClientArea.theory.choosePreview')}
                  </Text>
                ) : (
                  <SubTheoryPreview subTheory={preview.data} />
                )}
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('tutorClientArea.theory.step2')}
                </Title>
                <Textarea
                  label={t('tutorClientArea.lectures.comment')}
                  placeholder={t('tutorClientArea.lectures.commentPlaceholder')}
                  autosize
                  minRows={2}
                  maxLength={LECTURE_COMMENT_MAX}
                  value={comment}
                  onChange={(event) => setComment(event.currentTarget.value)}
                  error={errors.comment}
                />
                <TextInput
                  type="date"
                  label={t('tutorClientArea.lectures.deadlineLabel')}
                  description={t('tutorClientArea.lectures.deadlineHint')}
                  value={deadline}
                  onChange={(event) => setDeadline(event.currentTarget.value)}
                  error={errors.deadline}
                  style={{ maxWidth: 240 }}
                />
                <Group gap="sm" mt="xs">
                  <Button type="submit" loading={pending}>
                    {submitLabel}
                  </Button>
                  <Button variant="default" onClick={onCancel}>
                    {t('tutorClientArea.lectures.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
