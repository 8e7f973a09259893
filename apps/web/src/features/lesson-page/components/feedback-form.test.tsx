import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../../../test/render';
import { lessonByIdQuery } from '../api/lesson-query';
import { failure, json, lessonFixture, prepare, serve } from '../test-fixtures';
import { FeedbackForm } from './feedback-form';

const FEEDBACK = 'POST /api/lessons/42/feedback/';
const key = lessonByIdQuery(42).queryKey;

let toasts: { color?: string; message: unknown }[];

beforeEach(() => {
  prepare();
  toasts = [];
  vi.spyOn(notifications, 'show').mockImplementation((toast) => {
    toasts.push({ color: toast.color, message: toast.message });
    return '';
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Label queries: role queries walk the whole accessibility tree and make these tests slow. */
const radio = (name: string) => screen.getByLabelText(name, { selector: '[role=radio]' });
const reason = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const sendButton = () => screen.getByText('Отправить').closest('button')!;
const comment = () => screen.queryByLabelText('Комментарий');
const queryReason = (name: string) => screen.queryByLabelText(name, { selector: 'input' });

// Clicks through Mantine's inputs are slow in jsdom on a busy machine.
describe('FeedbackForm', { timeout: 15_000 }, () => {
  it('offers the reasons of the chosen score and sends score, reasons and comment', async () => {
    const sent = serve({ [FEEDBACK]: () => json({ detail: 'Спасибо, учтём!' }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm lesson={lessonFixture()} queryKey={key} />);
    expect(sendButton()).toBeDisabled();
    expect(document.querySelector('input[type=checkbox]')).not.toBeInTheDocument();

    await user.click(radio('Нормально'));
    expect(reason('Понятно не всё')).toBeInTheDocument();
    expect(queryReason('Классный преподаватель')).not.toBeInTheDocument();
    await user.click(reason('Слишком быстро'));
    await user.click(reason('Мало примеров'));
    // Moving to 1 keeps only the reasons 1 offers too.
    await user.click(radio('Очень плохо'));
    expect(reason('Слишком быстро')).toBeChecked();
    await user.click(comment()!);
    await user.paste('  Быстро объясняли  ');
    await user.click(sendButton());

    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        score: 1,
        reasons: ['too_fast'],
        comment: 'Быстро объясняли',
      }),
    );
    await waitFor(() => expect(toasts).toEqual([{ color: 'teal', message: 'Спасибо, учтём!' }]));
  });

  it("thanks with 'thanks_for_answer' when the server says nothing", async () => {
    serve({ [FEEDBACK]: () => json({ detail: '' }) });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm lesson={lessonFixture()} queryKey={key} />);
    await user.click(radio('Отлично'));
    await user.click(sendButton());
    await waitFor(() => expect(toasts).toEqual([{ color: 'teal', message: 'Спасибо за ответ!' }]));
  });

  it("tells 'failed_to_send_answer' when sending fails", async () => {
    serve({ [FEEDBACK]: () => failure(500) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm lesson={lessonFixture()} queryKey={key} />);
    await user.click(radio('Хорошо'));
    await user.click(sendButton());
    await waitFor(() => expect(toasts).toEqual([{ color: 'red', message: 'Не удалось отправить ответ' }]));
  });

  it('preselects the stored score', () => {
    renderWithProviders(
      <FeedbackForm lesson={lessonFixture({ feedback: { visible: true, score: 4 } })} queryKey={key} />,
    );
    expect(radio('Хорошо')).toBeChecked();
    expect(reason('Хочу больше практики')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('shows the comment only at or below the limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FeedbackForm lesson={lessonFixture()} queryKey={key} commentLimit={3} />);
    expect(comment()).not.toBeInTheDocument();
    await user.click(radio('Хорошо'));
    expect(comment()).not.toBeInTheDocument();
    await user.click(radio('Нормально'));
    expect(comment()!).toBeInTheDocument();
  });
});
