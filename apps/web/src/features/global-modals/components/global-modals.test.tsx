import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { StudentModal } from '@school/contract';
import { renderWithRouter } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { emitModalAction } from '../../../shared/modal-events/modal-events';
import { registerOverlay } from '../../../shared/overlays/overlay-gate';
import { modalsStore } from '../lib/modals-store';
import { GlobalModals } from './global-modals';

const modal = (id: number, fields: Partial<StudentModal> = {}): StudentModal => ({
  id,
  action: 'OPEN',
  title: `Окно ${id}`,
  showTitle: true,
  textContent: `<p>Текст ${id}</p><script>window.hacked = 1</script>`,
  image: null,
  video: null,
  redirectUrl: null,
  buttonText: null,
  canSkip: false,
  isActive: true,
  showStyle: 'FULL',
  itemId: null,
  position: id,
  polls: [],
  updatedAt: '2026-11-01T00:00:00Z',
  ...fields,
});

const answer = (modals: StudentModal[]) => ({ modals, updateTime: '2026-11-27T00:00:00Z' });

afterEach(() => {
  modalsStore.reset();
  vi.unstubAllGlobals();
});

describe('global modals (spec 1 §2, §4)', () => {
  it('shows the OPEN set step by step, marks each viewed on moving on, and waits for a higher overlay', async () => {
    const startup = registerOverlay('startup');
    const sent = stubApi({
      'GET /v2/students/modals/': (request) =>
        Response.json(answer(request.query.show_style === 'FULL' ? [modal(1), modal(2)] : [])),
      'POST /v2/students/modals/1/': {},
      'POST /v2/students/modals/2/': {},
    });
    await renderWithRouter(<GlobalModals studentId={5} />);
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => startup());
    const first = await screen.findByRole('dialog', { name: 'Окно 1' });
    expect(first.textContent).toContain('1/2');
    expect(first.innerHTML).not.toContain('<script');
    // canSkip is off: no skip button.
    expect(screen.queryByRole('button', { name: 'Пропустить' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await screen.findByRole('dialog', { name: 'Окно 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/v2/students/modals/1/',
      '/v2/students/modals/2/',
    ]);
  });

  it('shows a HOMEWORK_DONE modal when the hand-in event fires, for that homework', async () => {
    stubApi({
      'GET /v2/students/modals/': (request) =>
        Response.json(
          answer(
            request.query.show_style === 'FULL'
              ? [modal(3, { action: 'HOMEWORK_DONE', itemId: 12, title: 'Домашка отправлена', canSkip: true })]
              : [],
          ),
        ),
      'POST /v2/students/modals/3/': {},
    });
    await renderWithRouter(<GlobalModals studentId={6} />);
    act(() => emitModalAction('HOMEWORK_DONE', 11));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emitModalAction('HOMEWORK_DONE', 12));
    expect(await screen.findByRole('dialog', { name: 'Домашка отправлена' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a corner poll checks its answer, closes on sending, and thanks', async () => {
    const toasts = vi.spyOn(notifications, 'show');
    const poll = modal(4, {
      showStyle: 'CORNER',
      title: 'Оцени платформу',
      polls: [{ id: 40, type: 'RATING_POLL', question: 'Насколько нравится?', position: 0, variants: [] }],
    });
    const sent = stubApi({
      'GET /v2/students/modals/': (request) =>
        Response.json(answer(request.query.show_style === 'CORNER' ? [poll] : [])),
      'POST /v2/students/poll-answer/': () => Response.json({}, { status: 201 }),
    });
    await renderWithRouter(<GlobalModals studentId={7} />);
    const card = await screen.findByTestId('corner-poll');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(card.textContent).toContain('Поставь оценку от 0 до 10.');
    await userEvent.click(screen.getByRole('radio', { name: '10' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Что особенно понравилось?' }), 'Вебинары');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByTestId('corner-poll')).toBeNull());
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Спасибо за ответ!' })));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      polls_answers: [{ modal_id: 4, poll_id: 40, poll_answers: [], text_feedback: 'Вебинары', rating: 10 }],
    });
  });
});
