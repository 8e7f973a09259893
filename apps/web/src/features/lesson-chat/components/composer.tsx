import { useState, type ComponentType, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import type { Attachment, LiveChatSettings, LiveMessage } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/lessons/use-now';
import { chatCalls } from '../api/chat-calls';
import { attachmentProblem } from '../lib/attachment-rules';
import { fileSize, senderName } from '../lib/format';
import type { OutgoingMessage, SendResult } from '../hooks/use-live-chat';
import { ComposerNotice } from './composer-notice';
import '../i18n';

/**
 * What the chat-styling feature's sticker picker gets in the composer (its `StickerPicker` fits;
 * the app wires it in, features stay apart).
 */
export interface ChatStylingSlotProps {
  disabled: boolean;
  /** Sends the sticker as a message of its own. */
  onPick(sticker: { id: number }): void;
}

interface Props {
  settings: LiveChatSettings;
  isModerator: boolean;
  bannedUntil: number | null;
  slowUntil: number;
  replyTo: LiveMessage | null;
  onCancelReply(): void;
  send(message: OutgoingMessage): Promise<SendResult>;
  styling?: ComponentType<ChatStylingSlotProps>;
}

/** Spec 3 §5, §8: a refusal's text — a rule key, a server reason, or a failure. */
function errorKey(error: string): string {
  if (error.startsWith('you_cant_')) return error;
  if (['banned', 'chat_closed', 'slow_mode'].includes(error)) return `lessonChat.reasons.${error}`;
  return 'lessonChat.sendFailed';
}

/**
 * The composer (spec 3 §2, §5): Enter sends, Shift+Enter breaks the line; attachments are checked
 * against the chat's limits and uploaded before sending; a refused message stays, with its error.
 */
export function Composer({
  settings,
  isModerator,
  bannedUntil,
  slowUntil,
  replyTo,
  onCancelReply,
  send,
  styling: Styling,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = (until: number | null) => until !== null && Number.isFinite(until) && until > Date.now();
  // Ticks each second only while a ban or the slow mode runs out, so the composer reopens by itself.
  useNow(1000, !isModerator && (waiting(slowUntil) || waiting(bannedUntil)));
  const now = Date.now();
  const banned = !isModerator && bannedUntil !== null && bannedUntil > now;
  const blocked = (!isModerator && settings.isClosed) || banned;
  const slowLeft = isModerator ? 0 : slowUntil - now;
  const disabled = blocked || slowLeft > 0 || busy;

  const submit = async (message: Partial<OutgoingMessage>) => {
    setBusy(true);
    setError(null);
    const result = await send({
      text: message.text ?? text.trim(),
      replyTo: replyTo?.id ?? null,
      attachments: message.attachments ?? files.map((file) => file.uuid),
      stickerId: message.stickerId ?? null,
    });
    setBusy(false);
    if (!result.ok) return setError(t(errorKey(result.error)));
    if (message.stickerId === undefined) {
      setText('');
      setFiles([]);
    }
    onCancelReply();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!disabled && (text.trim() || files.length)) void submit({});
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    const problem = attachmentProblem(file, settings);
    if (problem)
      return setError(t(`lessonChat.${problem}`, { name: file.name, size: fileSize(settings.attachmentMaxBytes) }));
    setError(null);
    try {
      const uploaded = await chatCalls.upload(file);
      setFiles((list) => [...list, uploaded]);
    } catch (failure) {
      console.warn('Attachment upload failed', failure);
      setError(t('lessonChat.uploadFailed', { name: file.name }));
    }
  };

  return (
    <Stack gap={6} p="sm" pt={6}>
      <ComposerNotice
        now={now}
        closed={!isModerator && settings.isClosed}
        bannedUntil={isModerator ? null : bannedUntil}
        slowUntil={isModerator ? 0 : slowUntil}
      />
      {replyTo && (
        <Paper withBorder px="xs" py={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" lineClamp={1}>
              {t('lessonChat.replyingTo', { name: senderName(replyTo, settings.nicknamesEnabled) })}: {replyTo.message}
            </Text>
            <CloseButton size="sm" aria-label={t('lessonChat.cancelReply')} onClick={onCancelReply} />
          </Group>
        </Paper>
      )}
      {files.length > 0 && (
        <Group gap={6}>
          {files.map((file) => (
            <Paper key={file.uuid} withBorder px={6} py={2}>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" maw={140} truncate>
                  {file.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('lessonChat.removeAttachment', { name: file.name })}
                  onClick={() => setFiles((list) => list.filter((item) => item.uuid !== file.uuid))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      )}
      <Group gap={6} wrap="nowrap" align="flex-end">
        {settings.attachmentsEnabled && (
          <FileButton onChange={(file) => void attach(file)} accept={settings.attachmentMimeTypes.join(',')}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray"
                size="lg"
                disabled={disabled}
                aria-label={t('lessonChat.attach')}
              >
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
        )}
        {Styling && settings.stickersEnabled && (
          <Styling
            disabled={disabled}
            onPick={(sticker) => void submit({ text: '', attachments: [], stickerId: sticker.id })}
          />
        )}
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={1000}
          placeholder={t('lessonChat.placeholder')}
          aria-label={t('lessonChat.placeholder')}
          value={text}
          disabled={blocked}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size="lg"
          aria-label={t('lessonChat.send')}
          disabled={disabled || (!text.trim() && files.length === 0)}
          onClick={() => void submit({})}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
