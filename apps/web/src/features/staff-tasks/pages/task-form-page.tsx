import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StaffTask, TaskType } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { RichHtml } from '../../../shared/homework/rich-html';
import { LoadError } from '../../../shared/ui/load-error';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useSaveTask, useStaffTask, useSubjects } from '../api/staff-tasks';
import { AnswerFields } from '../ui/answer-fields';
import { RichTextField } from '../../../shared/staff/rich-text-editor';
import { bodyOf, emptyForm, formOf, type TaskForm } from '../ui/task-form';
import { TYPES } from '../ui/task-types';
import '../i18n';

const editRoute = getRouteApi(paths.staffTaskEdit);

/** `/staff/content/tasks/new`. */
export function NewTaskPage() {
  return <TaskEditor task={null} />;
}

/** `/staff/content/tasks/$taskId`. */
export function EditTaskPage() {
  const { t } = useTranslation();
  const id = Number(editRoute.useParams().taskId);
  const task = useStaffTask(id);
  if (task.isError) return <LoadError message={t('staffTasks.form.failed')} onRetry={() => void task.refetch()} />;
  if (task.isPending) return <Skeleton h={480} radius="md" />;
  return <TaskEditor key={task.data.id} task={task.data} />;
}

function TaskEditor({ task }: { task: StaffTask | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subjects = useSubjects();
  const save = useSaveTask(task?.id ?? null);
  const [form, setForm] = useState<TaskForm>(() => (task ? formOf(task) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const frozen = task?.isFrozen ?? false;
  const set = (patch: Partial<TaskForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral([]);
    if (form.classType === null) {
      setErrors({ class_type: t('staffTasks.form.needSubject') });
      return;
    }
    try {
      const saved = await save.mutateAsync(bodyOf(form));
      notifications.show({ color: 'green', message: t('staffTasks.form.saved') });
      if (!task) void navigate({ to: paths.staffTaskEdit, params: { taskId: String(saved.id) } });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setGeneral([t('staffTasks.form.failed')]);
        return;
      }
      setErrors(error.fields);
      const shown = new Set([
        'class_type',
        'statement_html',
        'options',
        'match_items',
        'correct',
        'criteria',
        'max_points',
      ]);
      const other = Object.entries(error.fields)
        .filter(([attr]) => !shown.has(attr) && !attr.startsWith('correct'))
        .map(([, detail]) => detail);
      setGeneral([...error.general.map((item) => item.detail), ...other]);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <StaffPageHeader
          title={task ? t('staffTasks.form.editTitle', { id: task.id }) : t('staffTasks.form.newTitle')}
          lead={t('staffTasks.form.lead')}
          actions={
            <Anchor component={Link} to={paths.staffTasks}>
              {t('staffTasks.form.back')}
            </Anchor>
          }
        />
        {frozen && <Alert color="orange">{t('staffTasks.form.frozen')}</Alert>}
        {general.length > 0 && (
          <Alert color="red" role="alert">
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('staffTasks.form.subject')}
            data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
            value={form.classType === null ? null : String(form.classType)}
            onChange={(value) => set({ classType: value === null ? null : Number(value) })}
            error={errors.class_type}
            disabled={frozen}
            required
          />
          <Select
            label={t('staffTasks.form.type')}
            data={TYPES.map((type) => ({ value: type, label: t(`staffTasks.types.${type}`) }))}
            value={form.type}
            onChange={(value) => value && set({ type: value as TaskType })}
            allowDeselect={false}
            disabled={frozen}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <RichTextField
            initial={form.statementHtml}
            onChange={(statementHtml) => set({ statementHtml })}
            label={t('staffTasks.form.statement')}
            disabled={frozen}
            error={errors.statement_html}
          />
          <Card withBorder padding="md">
            <Text size="sm" fw={500} mb="xs">
              {t('staffTasks.form.preview')}
            </Text>
            <RichHtml html={form.statementHtml} />
          </Card>
        </SimpleGrid>
        <Card withBorder padding="md">
          <AnswerFields form={form} set={set} errors={errors} disabled={frozen} />
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.type !== 'EXTENDED' && (
            <NumberInput
              label={t('staffTasks.form.maxPoints')}
              min={1}
              max={100}
              value={form.maxPoints}
              onChange={(value) => set({ maxPoints: Number(value) || 1 })}
              error={errors.max_points}
              disabled={frozen}
            />
          )}
          <TextInput
            label={t('staffTasks.form.theoryUrl')}
            value={form.theoryUrl}
            onChange={(event) => set({ theoryUrl: event.currentTarget.value })}
            error={errors.theory_url}
            maxLength={500}
            disabled={frozen}
          />
        </SimpleGrid>
        <Textarea
          label={t('staffTasks.form.explanation')}
          value={form.explanationHtml}
          onChange={(event) => set({ explanationHtml: event.currentTarget.value })}
          autosize
          minRows={2}
          maxLength={20_000}
          disabled={frozen}
        />
        <TextInput
          label={t('staffTasks.form.hint')}
          value={form.hint}
          onChange={(event) => set({ hint: event.currentTarget.value })}
          maxLength={2000}
          disabled={frozen}
        />
        <Checkbox
          label={t('staffTasks.form.isStar')}
          checked={form.isStar}
          onChange={(event) => set({ isStar: event.currentTarget.checked })}
          disabled={frozen}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={frozen}>
            {t('staffTasks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
