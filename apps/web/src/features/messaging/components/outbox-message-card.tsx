import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@school/contract';
import { linkify } from '../lib/linkify';
import '../i18n';
import { dateTimeFormat } from '@school/contract';

function formatTime(iso: string, locale: string, timeZone: string | undefined): string {
  try {
    return dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(new Date(iso));
  } catch {
    return iso;
  }
}

/** One stored message; links in its body open (a reset link leads to the identity pages). */
export function OutboxMessageCard({
  message,
  locale,
  timeZone,
}: {
  message: OutboxMessage;
  locale: string;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const isEmail = message.channel === 'email';
  return (
    <Card component="article" shadow="xs" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <Badge
              variant="light"
              color={isEmail ? 'violet' : 'teal'}
              leftSection={isEmail ? <IconMail size={14} /> : <IconMessage size={14} />}
            >
              {t(`messaging.outbox.channel.${message.channel}`)}
            </Badge>
            <Text fz="sm" c="dimmed" truncate>
              {t('messaging.outbox.to')}: {message.recipient}
            </Text>
          </Group>
          <Text component="time" dateTime={message.createdAt} fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatTime(message.createdAt, locale, timeZone)}
          </Text>
        </Group>
        {message.subject && <Text fw={700}>{message.subject}</Text>}
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {linkify(message.body).map((part, index) =>
            part.href ? (
              <Anchor key={index} href={part.href} inherit>
                {part.text}
              </Anchor>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Card>
  );
}
