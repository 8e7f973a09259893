import { useState } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useSendMessage } from '../api/room-actions';
import classes from './chat-rooms.module.css';

/** Writes to the room: Enter sends, Shift+Enter breaks the line; a failed send keeps the text. */
export function Composer({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendMessage(roomId);
  const submit = () => {
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate(value, { onSuccess: () => setText('') });
  };
  return (
    <div className={classes.composer}>
      {send.isError && (
        <Text size="xs" c="red" role="alert" mb={4}>
          {send.error instanceof ApiError && send.error.first ? send.error.first.detail : t('chatRooms.sendFailed')}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('chatRooms.composer')}
          placeholder={t('chatRooms.composerPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_LIMITS.messageMaxLength}
          radius="lg"
          style={{ flex: 1 }}
        />
        <ActionIcon
          size={36}
          radius="xl"
          onClick={submit}
          loading={send.isPending}
          disabled={!text.trim()}
          aria-label={t('chatRooms.send')}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
