import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { OutboxPage } from './outbox-page';
import { json } from '../../../test/responses';

const messages = [
  {
    id: 1,
    channel: 'sms',
    recipient: '+79161234567',
    subject: '',
    body: 'Код: 1234',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    id: 2,
    channel: 'email',
    recipient: 'student@example.com',
    subject: 'Восстановление пароля',
    body: 'Чтобы задать новый пароль, откройте ссылку (действует 1 час): http://localhost:3000/id/create-password?reset_token=T',
    created_at: '2025-01-10T10:00:00.000Z',
  },
];

function server(answer: () => Response) {
  const fetchMock = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbox page', () => {
  it('lists the messages newest first with clickable links', async () => {
    server(() => json(messages));
    renderWithProviders(<OutboxPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Восстановление пароля')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/student@example\.com/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Почта')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'http://localhost:3000/id/create-password?reset_token=T',
    );
    expect(within(cards[1]!).getByText('SMS')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Код: 1234')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/10\.01\.2025/)).toBeInTheDocument();
  });

  it('shows an empty state and refreshes on demand', async () => {
    let answer: unknown[] = [];
    const fetchMock = server(() => json(answer));
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText(/Пока пусто/)).toBeInTheDocument();
    answer = messages;
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('explains a 404: another machine, or a real mail adapter is configured', async () => {
    server(() => json({ type: 'client_error', errors: [{ attr: null, detail: 'Not found', code: 'not_found' }] }, 404));
    renderWithProviders(<OutboxPage />);
    const note = await screen.findByText(/только на самом сервере/);
    expect(note).toHaveTextContent('настроен настоящий почтовый или SMS-сервис');
  });

  it('shows other failures as an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server(() => new Response('down', { status: 500 }));
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить сообщения.');
  });
});
