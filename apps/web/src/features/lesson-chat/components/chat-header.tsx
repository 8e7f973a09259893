import type { ReactNode } from 'react';
import { Badge, Box, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatClientState } from '../socket/chat-client';
import '../i18n';

/** What the header says of the connection (spec 3 §4: connection and subscription states). */
function statusOf(state: ChatClientState): { key: string; color: string } {
  if (state.error) return { key: 'lessonChat.stopped', color: 'red' };
  if (state.connection !== 'connected') return { key: `lessonChat.connection.${state.connection}`, color: 'gray' };
  if (state.subscription !== 'subscribed') return { key: 'lessonChat.connection.subscribing', color: 'yellow' };
  return { key: 'lessonChat.connection.connected', color: 'teal' };
}

export function ChatHeader({
  title,
  state,
  actions,
  note,
}: {
  title: string;
  state?: ChatClientState;
  actions?: ReactNode;
  /** A line under the title: the student's group (issue 15). */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const status = state ? statusOf(state) : null;
  const header = (
    <Group justify="space-between" wrap="nowrap" px="sm" py="xs" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {status && (
          <Badge color={status.color} variant="light" size="sm" role="status">
            {t(status.key)}
          </Badge>
        )}
      </Group>
      {actions}
    </Group>
  );
  if (!note) return header;
  return (
    <Stack gap={0}>
      {header}
      <Box px="sm" pb="xs">
        {note}
      </Box>
    </Stack>
  );
}
