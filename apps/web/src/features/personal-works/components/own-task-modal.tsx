import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BankTask } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useCreateOwnTask, useTaskNumbers, useTopics } from '../api/task-bank';
import { useNotify } from '../hooks/use-notify';
import {
  CRITERIA_MAX,
  emptyOwnTask,
  OWN_TASK_TYPES,
  ownTaskErrors,
  STATEMENT_MAX,
  toOwnTaskInput,
  type OwnTaskForm,
  type OwnTaskType,
} from '../lib/own-task';
import '../i18n';
import { MatchItemsFields, OptionsFields, OrderFields } from './own-task-answers';

interface OwnTaskModalProps {
  opened: boolean;
  onClose: () => void;
  /** The work's subject: the task belongs to it. */
  classType: number | null;
  onCreated: (task: BankTask) => void;
}

function CriteriaFields({ form, set }: { form: OwnTaskForm; set: (patch: Partial<OwnTaskForm>) => void }) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<OwnTaskForm['criteria'][number]>) =>
    set({ criteria: form.criteria.map((item, position) => (position === index ? { ...item, ...patch } : item)) });
  return (
    <Stack gap="xs" role="group" aria-label={t('personalWorks.ownTask.criteria')}>
      <Text fw={500} size="sm">
        {t('personalWorks.ownTask.criteria')}
      </Text>
      {form.criteria.map((criterion, index) => {
        const number = index + 1;
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('personalWorks.ownTask.criterionTitle', { number })}
              maxLength={500}
              value={criterion.title}
              onChange={(event) => update(index, { title: event.currentTarget.value })}
            />
            <NumberInput
              w={96}
              label={t('personalWorks.ownTask.criterionPoints', { number })}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              value={criterion.maxPoints}
              onChange={(value) => update(index, { maxPoints: typeof value === 'number' && value >= 1 ? value : 1 })}
            />
            <ActionIcon
              size={44}
              variant="subtle"
              color="gray"
              disabled={form.criteria.length <= 1}
              onClick={() => set({ criteria: form.criteria.filter((_, position) => position !== index) })}
              aria-label={t('personalWorks.ownTask.removeCriterion', { number })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {form.criteria.length < CRITERIA_MAX && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => set({ criteria: [...form.criteria, { title: '', maxPoints: 1 }] })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('personalWorks.ownTask.addCriterion')}
        </Button>
      )}
    </Stack>
  );
}

/** "My own task" (issue 12): written here, saved to the tutor's part of the bank and added to the work. */
export function OwnTaskModal({ opened, onClose, classType, onCreated }: OwnTaskModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<OwnTaskForm>(emptyOwnTask);
  const [tried, setTried] = useState(false);
  const create = useCreateOwnTask();
  const notify = useNotify();
  const numbers = useTaskNumbers(classType);
  const topics = useTopics(classType);
  const set = (patch: Partial<OwnTaskForm>) => setForm((current) => ({ ...current, ...patch }));
  const errors = tried ? ownTaskErrors(form) : {};
  const error = (key: keyof typeof errors) => (errors[key] ? t(errors[key]) : undefined);

  const close = () => {
    setForm(emptyOwnTask());
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (classType === null || Object.keys(ownTaskErrors(form)).length > 0) return;
    create.mutate(toOwnTaskInput(form, classType), {
      onSuccess: (task) => {
        onCreated(task);
        close();
      },
      onError: (failure) => notify.failure('ownTaskFailed', failure),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('personalWorks.ownTask.title')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {classType === null ? t('personalWorks.ownTask.subjectFirst') : t('personalWorks.ownTask.lead')}
        </Text>
        <NativeSelect
          label={t('personalWorks.ownTask.type')}
          value={form.type}
          onChange={(event) => set({ type: event.currentTarget.value as OwnTaskType, correct: [] })}
          data={OWN_TASK_TYPES.map((type) => ({ value: type, label: t(`personalWorks.task.type.${type}`) }))}
        />
        <Textarea
          label={t('personalWorks.ownTask.statement')}
          description={t('personalWorks.ownTask.statementHint')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={STATEMENT_MAX}
          value={form.statement}
          onChange={(event) => set({ statement: event.currentTarget.value })}
          error={error('statement')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('personalWorks.ownTask.taskNumber')}
            value={form.taskNumber === null ? '' : String(form.taskNumber)}
            onChange={(event) =>
              set({ taskNumber: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
            }
            data={[
              { value: '', label: t('personalWorks.ownTask.none') },
              ...(numbers.data ?? []).map((item) => ({
                value: String(item.id),
                label: t('personalWorks.bank.numberOption', { number: item.number, title: item.title }),
              })),
            ]}
          />
          <NativeSelect
            label={t('personalWorks.ownTask.topic')}
            value={form.topic === null ? '' : String(form.topic)}
            onChange={(event) =>
              set({ topic: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
            }
            data={[
              { value: '', label: t('personalWorks.ownTask.none') },
              ...(topics.data ?? []).map((item) => ({ value: String(item.id), label: item.title })),
            ]}
          />
        </SimpleGrid>
        {form.type !== 'EXTENDED' && (
          <NumberInput
            label={t('personalWorks.ownTask.maxPoints')}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={form.maxPoints}
            onChange={(value) => set({ maxPoints: typeof value === 'number' && value >= 1 ? value : 1 })}
            w={200}
          />
        )}
        {form.type === 'SHORT' && (
          <Textarea
            label={t('personalWorks.ownTask.accepted')}
            description={t('personalWorks.ownTask.acceptedHint')}
            required
            autosize
            minRows={2}
            maxLength={2000}
            value={form.accepted}
            onChange={(event) => set({ accepted: event.currentTarget.value })}
            error={error('accepted')}
          />
        )}
        {form.type === 'ORDER' && <OrderFields form={form} set={set} />}
        {form.type === 'MATCH' && <MatchItemsFields form={form} set={set} />}
        {(form.type === 'SINGLE' || form.type === 'MULTIPLE' || form.type === 'MATCH') && (
          <OptionsFields form={form} set={set} />
        )}
        {(['matchItems', 'options', 'correct'] as const).map(
          (key) =>
            errors[key] && (
              <Text key={key} size="sm" c="var(--mantine-color-error)" role="alert">
                {error(key)}
              </Text>
            ),
        )}
        {form.type === 'EXTENDED' && (
          <>
            <CriteriaFields form={form} set={set} />
            {errors.criteria && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {error('criteria')}
              </Text>
            )}
          </>
        )}
        <Textarea
          label={t('personalWorks.ownTask.explanation')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={STATEMENT_MAX}
          value={form.explanation}
          onChange={(event) => set({ explanation: event.currentTarget.value })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('personalWorks.ownTask.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={classType === null}>
            {t('personalWorks.ownTask.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
