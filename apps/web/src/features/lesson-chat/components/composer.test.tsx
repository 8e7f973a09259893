import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveChatSettings } from '@school/contract';
import { renderWithProviders } from '../../../test/render';
import { chatCalls } from '../api/chat-calls';
import type { SendResult } from '../hooks/use-live-chat';
import { Composer, type ChatStylingSlotProps } from './composer';

const settings: LiveChatSettings = {
  lessonId: 7,
  attachmentsEnabled: true,
  stickersEnabled: false,
  attachmentMaxBytes: 100,
  attachmentMimeTypes: ['image/png'],
  slowModeSeconds: 0,
  isClosed: false,
  replayEnabled: false,
  nicknamesEnabled: false,
};

function setup(result: SendResult, patch: Partial<Parameters<typeof Composer>[0]> = {}) {
  const send = vi.fn(async () => result);
  renderWithProviders(
    <Composer
      settings={settings}
      isModerator={false}
      bannedUntil={null}
      slowUntil={0}
      replyTo={null}
      onCancelReply={vi.fn()}
      send={send}
      {...patch}
    />,
  );
  return { send, box: screen.getByRole('textbox', { name: 'Сообщение' }) };
}

describe('Composer', () => {
  it('Enter sends, Shift+Enter breaks the line; a sent message clears the box', async () => {
    const { send, box } = setup({ ok: true });
    await userEvent.type(box, 'первая{Shift>}{Enter}{/Shift}вторая');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(send).toHaveBeenCalledWith({ text: 'первая\nвторая', replyTo: null, attachments: [], stickerId: null });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows a refusal by the rules in Russian and keeps the text', async () => {
    const { box } = setup({ ok: false, error: 'you_cant_send_spam_and_flood_see_chat_rules' });
    await userEvent.type(box, 'привет{Enter}');
    expect(
      await screen.findByText('Не отправляй одно и то же сообщение — это флуд. Посмотри правила чата'),
    ).toBeVisible();
    expect(box).toHaveValue('привет');
  });

  it('shows the server’s refusal reasons in Russian', async () => {
    const { box } = setup({ ok: false, error: 'slow_mode' });
    await userEvent.type(box, 'привет{Enter}');
    expect(
      await screen.findByText('Включён медленный режим: подожди немного перед следующим сообщением'),
    ).toBeVisible();
  });

  it('is closed for students while the chat is paused or they are banned; moderators still write', () => {
    setup({ ok: true }, { settings: { ...settings, isClosed: true } });
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeDisabled();
    expect(screen.getByText('Чат на паузе: писать сейчас могут только модераторы')).toBeVisible();
  });

  it('counts down the slow mode', () => {
    setup({ ok: true }, { slowUntil: Date.now() + 30_000 });
    expect(screen.getByText(/Медленный режим: следующее сообщение через (29|30) с/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it('reopens by itself when the slow mode runs out', () => {
    vi.useFakeTimers();
    try {
      setup({ ok: true }, { slowUntil: Date.now() + 2_000 });
      expect(screen.getByText('Медленный режим: следующее сообщение через 2 с')).toBeVisible();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByText('Медленный режим: следующее сообщение через 1 с')).toBeVisible();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.queryByText(/Медленный режим/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the styling slot a way to send a sticker as its own message, keeping the typed text', async () => {
    const Picker = ({ onPick, disabled }: ChatStylingSlotProps) => (
      <button type="button" disabled={disabled} onClick={() => onPick({ id: 42 })}>
        стикер
      </button>
    );
    const { send, box } = setup({ ok: true }, { styling: Picker, settings: { ...settings, stickersEnabled: true } });
    await userEvent.type(box, 'черновик');
    await userEvent.click(screen.getByRole('button', { name: 'стикер' }));
    expect(send).toHaveBeenCalledWith({ text: '', replyTo: null, attachments: [], stickerId: 42 });
    expect(box).toHaveValue('черновик');
  });

  it('checks an attachment’s size and type before uploading it', async () => {
    const upload = vi.spyOn(chatCalls, 'upload');
    setup({ ok: true });
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'.repeat(200)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Файл «big.png» больше 1 КБ')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });
});
