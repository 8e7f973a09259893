import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Image, Paper, Text, useComputedColorScheme } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { LiveMessage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { messageTime, senderName } from '../lib/format';
import classes from './message-item.module.css';
import '../i18n';

interface Props {
  message: LiveMessage;
  nicknamesEnabled: boolean;
  /** The message's menu (reply, report, moderation); none in the replay. */
  menu?: ReactNode;
}

/** One chat message: who and when, the reply it answers, its text, sticker and attachments (spec 3 §2). */
export function MessageItem({ message, nicknamesEnabled, menu }: Props) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  if (message.is_moderation) {
    return (
      <Text size="sm" c="dimmed" ta="center" px="sm" py={6} fs="italic">
        {message.message}
      </Text>
    );
  }
  const color = scheme === 'dark' ? message.config.text_color_dark : message.config.text_color;
  const name = senderName(message, nicknamesEnabled);
  return (
    <Box className={classes.message} data-hidden={message.is_hidden || undefined} px="sm" py={6}>
      <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={700} className={classes.name}>
            {name}
          </Text>
          {message.sender?.is_videochat_moderator && (
            <Badge size="xs" variant="light">
              {t('lessonChat.moderator')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={new Date(message.created_at).toISOString()}>
            {messageTime(message.created_at)}
          </Text>
          {message.is_hidden && (
            <Badge size="xs" color="red" variant="outline">
              {t('lessonChat.hidden')}
            </Badge>
          )}
        </Group>
        {menu}
      </Group>
      {message.reply_to && (
        <Paper withBorder className={classes.quote} px="xs" py={2} my={4}>
          <Text size="xs" fw={600}>
            {message.reply_to.sender_name}
          </Text>
          <Text size="xs" lineClamp={2}>
            {message.reply_to.message}
          </Text>
        </Paper>
      )}
      {message.message && (
        <Text size="sm" className={classes.text} style={color ? { color } : undefined}>
          {message.message}
        </Text>
      )}
      {message.config.sticker && (
        <Image src={message.config.sticker.url} alt={message.config.sticker.name} w={96} h={96} fit="contain" />
      )}
      {message.attachments.map((attachment) =>
        attachment.mime_type.startsWith('image/') ? (
          <Anchor key={attachment.uuid} href={attachment.url} target="_blank" rel="noreferrer" display="block">
            <Image
              src={attachment.url}
              alt={t('lessonChat.attachmentImage', { name: attachment.name })}
              maw={220}
              mah={160}
              fit="contain"
              radius="sm"
              mt={4}
            />
          </Anchor>
        ) : (
          <Anchor
            key={attachment.uuid}
            href={attachment.url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            display="block"
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconPaperclip size={14} aria-hidden />
              {attachment.name}
            </Group>
          </Anchor>
        ),
      )}
    </Box>
  );
}
