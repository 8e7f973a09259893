import { ActionIcon, Checkbox, NativeSelect, Radio } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem, removeAt, shiftAfterRemove } from '../lib/list-edit';
import { OPTIONS_MAX, type OwnTaskForm } from '../lib/own-task';
import { TextList } from './text-list';

interface FieldsProps {
  form: OwnTaskForm;
  set: (patch: Partial<OwnTaskForm>) => void;
}

const replaceAt = (list: string[], index: number, text: string) =>
  list.map((item, position) => (position === index ? text : item));

/** SINGLE and MULTIPLE: the options with a radio or checkboxes for the right ones; MATCH: its right column. */
export function OptionsFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const single = form.type === 'SINGLE';
  const toggle = (index: number, on: boolean) =>
    set({ correct: single ? [index] : on ? [...form.correct, index] : form.correct.filter((item) => item !== index) });
  const mark = (index: number) => {
    const label = t('personalWorks.ownTask.correctOption', { number: index + 1 });
    return single ? (
      <Radio
        checked={form.correct.includes(index)}
        onChange={() => toggle(index, true)}
        aria-label={label}
        name="own-task-correct"
      />
    ) : (
      <Checkbox
        checked={form.correct.includes(index)}
        onChange={(event) => toggle(index, event.currentTarget.checked)}
        aria-label={label}
      />
    );
  };
  return (
    <TextList
      label={t(form.type === 'MATCH' ? 'personalWorks.ownTask.matchRight' : 'personalWorks.ownTask.options')}
      items={form.options}
      max={OPTIONS_MAX}
      itemLabel={(number) => t('personalWorks.ownTask.option', { number })}
      removeLabel={(number) => t('personalWorks.ownTask.removeOption', { number })}
      addLabel={t('personalWorks.ownTask.addOption')}
      onText={(index, text) => set({ options: replaceAt(form.options, index, text) })}
      onAdd={() => set({ options: [...form.options, ''] })}
      onRemove={(index) =>
        set({
          options: removeAt(form.options, index),
          correct: form.correct.flatMap((item) => shiftAfterRemove(item, index) ?? []),
          pairs: form.pairs.map((pair) => shiftAfterRemove(pair, index)),
        })
      }
      before={form.type === 'MATCH' ? undefined : mark}
    />
  );
}

/** ORDER: the items written in the right order; the student gets them shuffled (docs/homework.md). */
export function OrderFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const move = (index: number, by: -1 | 1) => (
    <ActionIcon
      size={44}
      variant="subtle"
      color="gray"
      disabled={by === -1 ? index === 0 : index === form.options.length - 1}
      onClick={() => set({ options: moveItem(form.options, index, by) })}
      aria-label={t(by === -1 ? 'personalWorks.ownTask.moveUp' : 'personalWorks.ownTask.moveDown', {
        number: index + 1,
      })}
    >
      {by === -1 ? <IconArrowUp size={18} /> : <IconArrowDown size={18} />}
    </ActionIcon>
  );
  return (
    <TextList
      label={t('personalWorks.ownTask.orderItems')}
      items={form.options}
      max={OPTIONS_MAX}
      itemLabel={(number) => t('personalWorks.ownTask.orderItem', { number })}
      removeLabel={(number) => t('personalWorks.ownTask.removeOrderItem', { number })}
      addLabel={t('personalWorks.ownTask.addOrderItem')}
      onText={(index, text) => set({ options: replaceAt(form.options, index, text) })}
      onAdd={() => set({ options: [...form.options, ''] })}
      onRemove={(index) => set({ options: removeAt(form.options, index) })}
      after={(index) => (
        <>
          {move(index, -1)}
          {move(index, 1)}
        </>
      )}
    />
  );
}

/** MATCH: the left column, each item with a select of its right option. */
export function MatchItemsFields({ form, set }: FieldsProps) {
  const { t } = useTranslation();
  const choices = [
    { value: '', label: t('personalWorks.ownTask.pairNone') },
    ...form.options.map((text, index) => ({
      value: String(index),
      label: t('personalWorks.ownTask.pairOption', { number: index + 1, text: text.trim() }),
      disabled: text.trim() === '',
    })),
  ];
  return (
    <TextList
      label={t('personalWorks.ownTask.matchLeft')}
      items={form.matchItems}
      max={OPTIONS_MAX}
      itemLabel={(number) => t('personalWorks.ownTask.matchItem', { number })}
      removeLabel={(number) => t('personalWorks.ownTask.removeMatchItem', { number })}
      addLabel={t('personalWorks.ownTask.addMatchItem')}
      onText={(index, text) => set({ matchItems: replaceAt(form.matchItems, index, text) })}
      onAdd={() => set({ matchItems: [...form.matchItems, ''], pairs: [...form.pairs, null] })}
      onRemove={(index) => set({ matchItems: removeAt(form.matchItems, index), pairs: removeAt(form.pairs, index) })}
      after={(index) => (
        <NativeSelect
          w={{ base: 110, sm: 180 }}
          aria-label={t('personalWorks.ownTask.pairOf', { number: index + 1 })}
          value={form.pairs[index] === null || form.pairs[index] === undefined ? '' : String(form.pairs[index])}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set({
              pairs: form.matchItems.map((_, position) =>
                position === index ? (value === '' ? null : Number(value)) : (form.pairs[position] ?? null),
              ),
            });
          }}
          data={choices}
        />
      )}
    />
  );
}
