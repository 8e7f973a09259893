import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HomeworkDetail } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { json, notFound } from '../../../test/responses';
import { renderAppRoute } from '../../../test/render-route';
import { answer, makeDetail, task } from '../test-homework';

let detail: HomeworkDetail;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  const tasks = [task(1, 'SHORT'), task(2, 'SINGLE'), task(6, 'EXTENDED')];
  detail = makeDetail({ tasks });
  detail.submission = {
    ...detail.submission,
    status: 'CHECKED_BY_CURATOR',
    submittedAt: '2026-11-26T10:00:00Z',
    checkedAt: '2026-11-27T10:00:00Z',
    score: 3,
    maxScore: 5,
    expEarned: 25,
    canWorkOnBugs: true,
    answers: [
      answer(1, {
        value: { type: 'SHORT', text: '5' },
        state: 'WRONG',
        points: 0,
        editable: false,
        correctAnswerHtml: '<p>4</p>',
        explanationHtml: '<p>Корни: $x = \\pm 2$</p>',
      }),
      answer(2, { value: { type: 'SINGLE', choice: 'b' }, state: 'CORRECT', points: 1, editable: false }),
      answer(6, {
        value: { type: 'EXTENDED', html: '<p>Решение</p>', files: [{ url: '/media/1.jpg', name: 'лист.jpg' }] },
        state: 'PARTIAL',
        points: 2,
        editable: false,
        comment: 'Не хватает проверки корней',
        criteriaPoints: [{ criterionId: 1, points: 2 }],
      }),
    ],
  };
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v2/homework/5/') return json(detail);
    if (url.pathname === '/api/v2/homework/submissions/40/') return json(detail);
    return notFound();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/homework/{homeworkId}/completed (spec 2 §2)', () => {
  it('shows per task the answer, its state, points of max, the correct answer, the comment and criteria', async () => {
    await renderAppRoute('/homework/5/completed', { user: studentUser() });
    expect(await screen.findByText('Итого: 3 из 5 баллов')).toBeInTheDocument();
    expect(screen.getByText('Получено опыта: 25')).toBeInTheDocument();
    const wrong = screen.getByRole('region', { name: 'Задание 1' });
    expect(within(wrong).getByText('неверно')).toBeInTheDocument();
    expect(within(wrong).getByText('0 из 1 б.')).toBeInTheDocument();
    expect(within(wrong).getByText('Правильный ответ')).toBeInTheDocument();
    expect(within(wrong).getByText('Решение')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Задание 2' })).getByText('верно')).toBeInTheDocument();
    const extended = screen.getByRole('region', { name: 'Задание 3' });
    expect(within(extended).getByText('частично')).toBeInTheDocument();
    expect(within(extended).getByText('Не хватает проверки корней')).toBeInTheDocument();
    expect(within(extended).getByText('Обоснование: 2 из 3')).toBeInTheDocument();
    expect(within(extended).getByRole('button', { name: 'Открыть фото «лист.jpg» целиком' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Работа над ошибками' })).toHaveAttribute(
      'href',
      '/homework/5/work-on-bugs',
    );
    expect(screen.getByRole('link', { name: 'Версия для печати' })).toHaveAttribute('href', '/homework/40/print');
  });

  it('shows the curator’s reason when the homework was refused, and the way back to it', async () => {
    detail.submission = {
      ...detail.submission,
      status: 'REFUSED',
      refuseReason: 'Приложи фото решения',
      canWorkOnBugs: false,
    };
    await renderAppRoute('/homework/5/completed', { user: studentUser() });
    expect(await screen.findByText('Приложи фото решения')).toBeInTheDocument();
    expect(screen.getByText('Домашку вернули на доработку')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к заданиям' })).toHaveAttribute('href', '/homework/5');
    expect(screen.queryByRole('link', { name: 'Работа над ошибками' })).not.toBeInTheDocument();
  });

  it('prints a submission: statements, answers and points', async () => {
    await renderAppRoute('/homework/40/print', { user: studentUser() });
    expect(await screen.findByText('Ученик: Аня Петрова')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Задание 1' })).getByText('0 из 1 б.')).toBeInTheDocument();
    expect(screen.getByText('Вариант b')).toBeInTheDocument();
  });
});
