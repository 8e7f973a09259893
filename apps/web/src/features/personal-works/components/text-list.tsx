import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface TextListProps {
  label: string;
  items: string[];
  max: number;
  itemLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  onText: (index: number, text: string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  /** Controls beside an item: the right-answer mark before it, move buttons or the pair after it. */
  before?: (index: number) => ReactNode;
  after?: (index: number) => ReactNode;
}

/** An editable list of texts of the own-task dialog (options, order items, match columns); at least two stay. */
export function TextList({ label, items, max, itemLabel, removeLabel, addLabel, ...props }: TextListProps) {
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {items.map((text, index) => {
        const number = index + 1;
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="center">
            {props.before?.(index)}
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              aria-label={itemLabel(number)}
              placeholder={itemLabel(number)}
              maxLength={2000}
              value={text}
              onChange={(event) => props.onText(index, event.currentTarget.value)}
            />
            {props.after?.(index)}
            <ActionIcon
              size={44}
              variant="subtle"
              color="gray"
              disabled={items.length <= 2}
              onClick={() => props.onRemove(index)}
              aria-label={removeLabel(number)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {items.length < max && (
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={props.onAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
