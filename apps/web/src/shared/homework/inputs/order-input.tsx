import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../rich-html';
import { moveItem } from '../answer-values';
import { plainText } from '../formulas';
import type { InputProps } from './input-props';

/** Reordering with up and down buttons: works by keyboard, touch and screen reader, no dragging needed. */
export function OrderInput({ task, value, onChange, disabled }: InputProps<'ORDER'>) {
  const { t } = useTranslation();
  const labelId = useId();
  const byId = new Map(task.options.map((option) => [option.id, option]));
  const order = value.order.filter((id) => byId.has(id));
  const move = (index: number, step: -1 | 1) => onChange({ type: 'ORDER', order: moveItem(order, index, step) });
  return (
    <div>
      <Text id={labelId} size="sm" fw={500}>
        {t('homeworkInput.order')}
      </Text>
      <Stack component="ol" gap="xs" mt="xs" p={0} m={0} aria-labelledby={labelId} style={{ listStyle: 'none' }}>
        {order.map((id, index) => {
          const option = byId.get(id)!;
          const name = plainText(option.html);
          return (
            <Paper component="li" key={id} withBorder radius="md" px="sm" py={6}>
              <Group wrap="nowrap" gap="sm">
                <Text fw={700} w={20} ta="center" aria-hidden>
                  {index + 1}
                </Text>
                <RichHtml html={option.html} style={{ flex: 1 }} />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size={44}
                    disabled={disabled || index === 0}
                    aria-label={t('homeworkInput.moveUp', { item: name })}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={20} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size={44}
                    disabled={disabled || index === order.length - 1}
                    aria-label={t('homeworkInput.moveDown', { item: name })}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </div>
  );
}
