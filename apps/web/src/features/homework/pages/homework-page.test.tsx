import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerValueSchema, camelKeys, type HomeworkDetail, type SubmitResult } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { json } from '../../../test/responses';
import { renderAppRoute } from '../../../test/render-route';
import { answer, makeDetail } from '../test-homework';

interface Save {
  taskId: number;
  value: unknown;
  revision: number;
}

let detail: HomeworkDetail;
let saves: Save[];
let submits: unknown[];
let offline: boolean;
let nextId = 100;
let workOnBugsCalls: number;

const submitted = (): SubmitResult => ({
  expGained: 10,
  submission: {
    ...detail.submission,
    status: 'CHECKED_BY_SITE',
    submittedAt: '2026-11-26T10:00:00Z',
    score: 4,
    answers: detail.tasks.map((task) =>
      answer(task.id, { state: task.id === 1 ? 'WRONG' : 'CORRECT', points: 1, editable: false }),
    ),
  },
});

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  localStorage.clear();
  // Each test its own homework: the device queue (IndexedDB) outlives a test, as it outlives a reload.
  detail = makeDetail({ id: (nextId += 1) });
  saves = [];
  workOnBugsCalls = 0;
  submits = [];
  offline = false;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === `/api/v2/homework/${detail.id}/`) return json(detail);
    if (offline) throw new TypeError('Failed to fetch');
    const save = /^\/api\/v2\/homework\/\d+\/answers\/(\d+)\/$/.exec(url.pathname);
    if (save && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { value: unknown; revision: number };
      saves.push({ taskId: Number(save[1]), value: camelKeys(body.value), revision: body.revision });
      return json(answer(Number(save[1]), { revision: body.revision, state: 'SAVED' }));
    }
    if (url.pathname === `/api/v2/homework/${detail.id}/work-on-bugs/` && init?.method === 'POST') {
      workOnBugsCalls += 1;
      detail.submission.answers = detail.submission.answers.map((entry) => ({
        ...entry,
        editable: entry.taskId === 2 || entry.taskId === 4,
      }));
      return json(detail);
    }
    if (url.pathname === `/api/v2/homework/${detail.id}/submit/`) {
      submits.push(JSON.parse(String(init?.body)));
      return json(submitted());
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = async () => {
  const user = userEvent.setup();
  const rendered = await renderAppRoute(`/homework/${detail.id}`, { user: studentUser() });
  await screen.findByRole('heading', { name: 'Квадратные уравнения' });
  return { user, ...rendered };
};
const task = (number: number) => screen.getByRole('region', { name: `Задание ${number}` });
const lastSave = (taskId: number) => saves.filter((save) => save.taskId === taskId).at(-1);

describe('/homework/{homeworkId}: doing (issue 10)', () => {
  it('saves every type’s answer as the contract’s value, with a rising revision per task', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Списком' }));
    await user.type(within(await screen.findByRole('region', { name: 'Задание 1' })).getByRole('textbox'), '4,5');
    await user.click(within(task(2)).getByRole('radio', { name: 'Вариант b' }));
    await user.click(within(task(3)).getByRole('checkbox', { name: 'Вариант c' }));
    await user.click(within(task(3)).getByRole('checkbox', { name: 'Вариант a' }));
    await user.click(within(task(4)).getByRole('button', { name: 'Опустить: Вариант a' }));
    await user.selectOptions(within(task(5)).getByRole('combobox', { name: 'Сила' }), 'Вариант c');
    await user.selectOptions(within(task(5)).getByRole('combobox', { name: 'Масса' }), 'Вариант a');

    await waitFor(() => expect(lastSave(5)?.value).toEqual({ type: 'MATCH', pairs: { l1: 'c', l2: 'a' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Сохранено'));
    expect(lastSave(1)).toMatchObject({ value: { type: 'SHORT', text: '4,5' } });
    expect(lastSave(2)?.value).toEqual({ type: 'SINGLE', choice: 'b' });
    expect(lastSave(3)?.value).toEqual({ type: 'MULTIPLE', choices: ['a', 'c'] });
    expect(lastSave(4)?.value).toEqual({ type: 'ORDER', order: ['b', 'a', 'c'] });
    for (const save of saves) expect(() => AnswerValueSchema.parse(save.value)).not.toThrow();
    // Revisions per task only go up: a replayed older save can never overwrite a newer one.
    const task3 = saves.filter((save) => save.taskId === 3).map((save) => save.revision);
    expect(task3).toEqual([...task3].sort((a, b) => a - b));
    expect(lastSave(3)?.revision).toBe(2);
    expect(screen.getByText('5 из 5')).toBeInTheDocument();
  });

  it('keeps answers on the device without a network, says so, and sends them when it returns', async () => {
    const { user } = await open();
    offline = true;
    await user.type(await screen.findByRole('textbox', { name: 'Ответ' }), '12');
    expect(await screen.findByText('Нет сети — ответы сохранены на устройстве')).toBeInTheDocument();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(lastSave(1)?.value).toEqual({ type: 'SHORT', text: '12' }));
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
  });

  it('after a reload shows the answer kept on the device over the server’s older one', async () => {
    // The detail itself still loads (say, from the cache of a service worker); saves do not get through.
    const first = await open();
    offline = true;
    await first.user.type(await screen.findByRole('textbox', { name: 'Ответ' }), '7');
    await screen.findByText('Нет сети — ответы сохранены на устройстве');
    first.unmount();

    detail.submission.answers[0] = answer(1, { value: { type: 'SHORT', text: 'старое' }, revision: 0, state: 'SAVED' });
    await open();
    expect(await screen.findByDisplayValue('7')).toBeInTheDocument();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(lastSave(1)).toMatchObject({ value: { type: 'SHORT', text: '7' }, revision: 1 }));
  });

  it('asks before a submit with empty tasks, then shows the points and the experience', async () => {
    const { user, router } = await open();
    await user.type(await screen.findByRole('textbox', { name: 'Ответ' }), '2');
    await user.click(screen.getByRole('button', { name: 'Сдать' }));
    const confirm = await screen.findByRole('dialog', { name: 'Сдать с пустыми заданиями?' });
    expect(confirm).toHaveTextContent('Без ответа заданий: 4');
    await user.click(within(confirm).getByRole('button', { name: 'Сдать как есть' }));

    const result = await screen.findByRole('dialog', { name: 'Домашка сдана' });
    expect(result).toHaveTextContent('Баллы: 4 из 5');
    expect(result).toHaveTextContent('Проверено сайтом заданий: 5');
    expect(result).toHaveTextContent('+10 опыта');
    // The answer still waiting travels with the submit.
    expect(submits).toHaveLength(1);
    await user.click(within(result).getByRole('button', { name: 'К результатам' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/homework/${detail.id}/completed`));
  });

  it('queues a submit made offline and says it will go when the network returns', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Списком' }));
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Сдать' }));
    await user.click(await screen.findByRole('button', { name: 'Сдать как есть' }));
    expect(await screen.findByText('Нет сети: домашка сдастся сама, как только появится связь')).toBeInTheDocument();
    expect(submits).toHaveLength(0);
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('dialog', { name: 'Домашка сдана' })).toHaveTextContent('+10 опыта');
    expect(submits).toHaveLength(1);
  });

  it('sends a handed-in homework to its results', async () => {
    detail.submission = { ...submitted().submission };
    const { router } = await open();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/homework/${detail.id}/completed`));
  });

  it('work on mistakes opens the wrong tasks once and shows only them, under their own numbers', async () => {
    detail.submission = { ...submitted().submission, canWorkOnBugs: true };
    const user = userEvent.setup();
    await renderAppRoute(`/homework/${detail.id}/work-on-bugs`, { user: studentUser() });
    const strip = await screen.findByRole('navigation', { name: 'Задания' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['2', '4']);
    expect(screen.getByRole('region', { name: 'Задание 2' })).toBeInTheDocument();
    await user.click(within(strip).getByRole('button', { name: /^Задание 4:/ }));
    expect(await screen.findByRole('region', { name: 'Задание 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сдать снова' })).toBeInTheDocument();
    expect(workOnBugsCalls).toBe(1);
  });
});
