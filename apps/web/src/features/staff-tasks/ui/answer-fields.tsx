import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskForm } from './task-form';

const MAX = 10;

/** The answer part of a task, by its type (docs/homework.md "Task types"). */
export function AnswerFields({
  form,
  set,
  errors,
  disabled,
}: {
  form: TaskForm;
  set: (patch: Partial<TaskForm>) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const setOption = (index: number, patch: Partial<TaskForm['options'][number]>) =>
    set({ options: form.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) });
  const choose = (index: number) =>
    form.type === 'SINGLE'
      ? set({ options: form.options.map((o, i) => ({ ...o, correct: i === index })) })
      : setOption(index, { correct: !form.options[index]!.correct });
  const keyError = errors.correct ?? errors['correct.type'];

  if (form.type === 'SHORT') {
    return (
      <Textarea
        label={t('staffTasks.form.accepted')}
        value={form.accepted}
        onChange={(event) => set({ accepted: event.currentTarget.value })}
        autosize
        minRows={2}
        error={keyError ?? errors['correct.accepted']}
        disabled={disabled}
      />
    );
  }
  if (form.type === 'EXTENDED') {
    return (
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('staffTasks.form.criteria')}
        </Text>
        {form.criteria.map((criterion, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('staffTasks.form.criterion', { n: index + 1 })}
              value={criterion.title}
              maxLength={500}
              disabled={disabled}
              onChange={(event) => {
                const title = event.currentTarget.value;
                set({ criteria: form.criteria.map((c, i) => (i === index ? { ...c, title } : c)) });
              }}
            />
            <NumberInput
              w={110}
              label={t('staffTasks.form.criterionPoints', { n: index + 1 })}
              min={1}
              max={100}
              value={criterion.maxPoints}
              disabled={disabled}
              onChange={(value) =>
                set({
                  criteria: form.criteria.map((c, i) => (i === index ? { ...c, maxPoints: Number(value) || 1 } : c)),
                })
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('staffTasks.form.removeCriterion', { n: index + 1 })}
              disabled={disabled || form.criteria.length <= 1}
              onClick={() => set({ criteria: form.criteria.filter((_, i) => i !== index) })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {errors.criteria && (
          <Text size="xs" c="red" role="alert">
            {errors.criteria}
          </Text>
        )}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => set({ criteria: [...form.criteria, { title: '', maxPoints: 1 }] })}
          disabled={disabled || form.criteria.length >= MAX}
          w="fit-content"
        >
          {t('staffTasks.form.addCriterion')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('staffTasks.form.extendedPoints', { n: form.criteria.reduce((sum, c) => sum + c.maxPoints, 0) })}
        </Text>
      </Stack>
    );
  }
  const withKey = form.type === 'SINGLE' || form.type === 'MULTIPLE';
  const optionsBlock = (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {form.type === 'MATCH' ? t('staffTasks.form.right') : t('staffTasks.form.options')}
      </Text>
      {form.type === 'ORDER' && (
        <Text size="sm" c="dimmed">
          {t('staffTasks.form.orderHint')}
        </Text>
      )}
      <Stack gap="xs">
        {form.options.map((option, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
            {withKey &&
              (form.type === 'SINGLE' ? (
                <Radio
                  name="correct-option"
                  value={String(index)}
                  checked={option.correct}
                  onChange={() => choose(index)}
                  aria-label={t('staffTasks.form.correctOf', { n: index + 1 })}
                  disabled={disabled}
                  mb={10}
                />
              ) : (
                <Checkbox
                  checked={option.correct}
                  onChange={() => choose(index)}
                  aria-label={t('staffTasks.form.correctOf', { n: index + 1 })}
                  disabled={disabled}
                  mb={10}
                />
              ))}
            <TextInput
              style={{ flex: 1 }}
              label={t('staffTasks.form.option', {
                n: form.type === 'MATCH' ? String.fromCharCode(65 + index) : index + 1,
              })}
              value={option.html}
              maxLength={2000}
              disabled={disabled}
              onChange={(event) => setOption(index, { html: event.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('staffTasks.form.removeOption', { n: index + 1 })}
              disabled={disabled || form.options.length <= 2}
              onClick={() => set({ options: form.options.filter((_, i) => i !== index) })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {(errors.options || (form.type !== 'MATCH' && keyError)) && (
        <Text size="xs" c="red" role="alert">
          {errors.options ?? keyError}
        </Text>
      )}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        onClick={() => set({ options: [...form.options, { html: '', correct: false }] })}
        disabled={disabled || form.options.length >= MAX}
        w="fit-content"
      >
        {t('staffTasks.form.addOption')}
      </Button>
    </Stack>
  );
  if (form.type !== 'MATCH') return optionsBlock;
  const rightOptions = form.options
    .map((o, i) => ({ value: String(i), label: `${String.fromCharCode(65 + i)}. ${o.html}` }))
    .filter((_, i) => form.options[i]!.html.trim() !== '');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('staffTasks.form.left')}
        </Text>
        {form.matchItems.map((item, index) => (
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 160 }}
              label={t('staffTasks.form.item', { n: index + 1 })}
              value={item.html}
              maxLength={2000}
              disabled={disabled}
              onChange={(event) => {
                const html = event.currentTarget.value;
                set({ matchItems: form.matchItems.map((m, i) => (i === index ? { ...m, html } : m)) });
              }}
            />
            <Select
              w={200}
              label={t('staffTasks.form.pairOf', { n: index + 1 })}
              data={rightOptions}
              value={item.pair === null ? null : String(item.pair)}
              disabled={disabled}
              onChange={(value) =>
                set({
                  matchItems: form.matchItems.map((m, i) =>
                    i === index ? { ...m, pair: value === null ? null : Number(value) } : m,
                  ),
                })
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('staffTasks.form.removeOption', { n: index + 1 })}
              disabled={disabled || form.matchItems.length <= 2}
              onClick={() => set({ matchItems: form.matchItems.filter((_, i) => i !== index) })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {(errors.match_items || keyError) && (
          <Text size="xs" c="red" role="alert">
            {errors.match_items ?? keyError}
          </Text>
        )}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => set({ matchItems: [...form.matchItems, { html: '', pair: null }] })}
          disabled={disabled || form.matchItems.length >= MAX}
          w="fit-content"
        >
          {t('staffTasks.form.addItem')}
        </Button>
      </Stack>
      {optionsBlock}
    </Stack>
  );
}
