import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

const SUBJECT = { class_type: { id: 1, title: 'Математика' }, class_type_color: { base: '#7048e8', toxic: '#b197fc' } };

const lesson = (id: number, time: string, extra: Record<string, unknown> = {}) => ({
  kind: 'lesson',
  id,
  title: `Урок ${id}`,
  ...SUBJECT,
  time,
  start_datetime: '2026-11-21T15:00:00Z',
  is_viewed: false,
  is_live: false,
  product_type_id: 1,
  ...extra,
});
const homework = (id: number, done: boolean) => ({
  kind: 'homework',
  id,
  submission_id: null,
  title: `Домашнее задание ${id}`,
  ...SUBJECT,
  time: '23:59',
  done,
  is_available: true,
  lesson_id: 1,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Default answers by "type year-month". */
const MONTHS: Record<string, unknown[]> = {
  'lesson 2026-11': [
    { day: '03.11.2026', items: [lesson(1, '18:00', { is_viewed: true })] },
    {
      day: '21.11.2026',
      items: [lesson(2, '10:00', { is_live: true }), ...[3, 4, 5, 6].map((id) => lesson(id, `1${id}:00`))],
    },
    { day: '30.11.2026', items: [lesson(7, '19:00')] },
  ],
  'lesson 2026-12': [{ day: '02.12.2026', items: [lesson(8, '17:00')] }],
  'homework 2026-11': [{ day: '21.11.2026', items: [homework(11, false), homework(12, true)] }],
};

let answer: (url: URL) => Response;
const requests: URL[] = [];
const timetableCalls = () =>
  requests.map(
    (url) => `${url.searchParams.get('type')} ${url.searchParams.get('year')}-${url.searchParams.get('month')}`,
  );

function setCompact(compact: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: compact && query === '(max-width: 1024px)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(() => {
  // Saturday 21 November 2026, 12:00 in Moscow; only Date is faked, timers stay real for the UI.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  setAppSettings(TEST_SETTINGS);
  localStorage.clear();
  setCompact(false);
  requests.length = 0;
  answer = (url) => {
    const key = `${url.searchParams.get('type')} ${url.searchParams.get('year')}-${url.searchParams.get('month')!.padStart(2, '0')}`;
    return json(MONTHS[key] ?? []);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/students/timetable/') requests.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSchedule(path: string) {
  const { router } = await renderAppRoute(path, { user: studentUser() });
  return { router, user: userEvent.setup() };
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;
/** The day's cell once the sheet has loaded (a skeleton stands there before). */
const findCell = (day: string) =>
  waitFor(() => {
    expect(cell(day)).not.toBeNull();
    return cell(day);
  });

describe('SchedulePage', () => {
  it("shows the current month's lessons on their days, today marked", async () => {
    await renderSchedule('/schedule/month');
    expect(await within(await findCell('2026-11-03')).findByText('Урок 1')).toBeInTheDocument();
    expect(timetableCalls()).toEqual(['lesson 2026-11']);
    expect(screen.getByRole('heading', { name: 'Ноябрь 2026' })).toBeInTheDocument();
    const first = within(cell('2026-11-03')).getByRole('link');
    expect(first).toHaveAttribute('href', '/lesson/1');
    expect(first).toHaveTextContent('18:00 МСК');
    expect(within(first).getByRole('img', { name: 'Просмотрен' })).toBeInTheDocument();
    expect(within(cell('2026-11-30')).getByText('Урок 7')).toBeInTheDocument();
    expect(within(cell('2026-11-21')).getByRole('button', { name: 'Открыть суббота, 21 ноября' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(within(cell('2026-11-21')).getByText('В эфире')).toBeInTheDocument();
    // The sheet opens on Monday 26 October; neighbours' days carry no items.
    expect(cell('2026-10-26')).toBeInTheDocument();
  });

  it("shows three items a day and '+N' that opens the day", async () => {
    const { router, user } = await renderSchedule('/schedule/month');
    const busy = await findCell('2026-11-21');
    await within(busy).findByText('Урок 2');
    expect(within(busy).getAllByRole('link')).toHaveLength(3);
    await user.click(within(busy).getByRole('button', { name: 'Ещё 2: открыть суббота, 21 ноября' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule/day'));
    expect(router.state.location.search).toEqual({ year: 2026, month: 11, day: 21, type: 'lesson' });
    expect(await screen.findByRole('heading', { name: 'суббота, 21 ноября' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('moves to the next month and back to today through the URL', async () => {
    const { router, user } = await renderSchedule('/schedule/month');
    await screen.findByText('Урок 1');
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ year: 2026, month: 12, type: 'lesson' }));
    expect(await within(await findCell('2026-12-02')).findByText('Урок 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Декабрь 2026' })).toBeInTheDocument();
    expect(timetableCalls()).toEqual(['lesson 2026-11', 'lesson 2026-12']);
    await user.click(screen.getByRole('button', { name: 'Сегодня' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ year: 2026, month: 11, type: 'lesson' }));
    expect(await screen.findByText('Урок 1')).toBeInTheDocument();
  });

  it('switches to homework, writing the type and fetching it', async () => {
    const { router, user } = await renderSchedule('/schedule/month?year=2026&month=11');
    await screen.findByText('Урок 1');
    await user.click(screen.getByRole('radio', { name: 'Домашние задания' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'homework' }));
    const todo = (await screen.findByText('Домашнее задание 11')).parentElement!;
    expect(todo).toHaveTextContent('до 23:59 МСК');
    expect(within(todo).getByRole('img', { name: 'Не выполнено' })).toBeInTheDocument();
    const done = screen.getByText('Домашнее задание 12').parentElement!;
    expect(within(done).getByRole('img', { name: 'Выполнено' })).toBeInTheDocument();
    // Issue 10: a homework item opens the homework.
    expect(todo.closest('a')).toHaveAttribute('href', '/homework/11');
    expect(timetableCalls()).toEqual(['lesson 2026-11', 'homework 2026-11']);
  });

  it('switches to the week range, which fetches both months of a week across them', async () => {
    const { router, user } = await renderSchedule('/schedule/month?year=2026&month=11&type=lesson');
    await screen.findByText('Урок 1');
    await user.click(screen.getByRole('radio', { name: 'Неделя' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule/week'));
    expect(router.state.location.search).toEqual({ year: 2026, month: 11, day: 21, type: 'lesson' });
    expect(await screen.findByRole('heading', { name: '16–22 ноября' })).toBeInTheDocument();
    expect(within(cell('2026-11-21')).getByText('Урок 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ month: 11, day: 28 }));
    await user.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ month: 12, day: 5 }));
    expect(await within(await findCell('2026-12-02')).findByText('Урок 8')).toBeInTheDocument();
    expect(within(cell('2026-11-30')).getByText('Урок 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30 ноября – 6 декабря' })).toBeInTheDocument();
    expect(timetableCalls()).toEqual(['lesson 2026-11', 'lesson 2026-12']);
  });

  it('reads an unknown range as the month', async () => {
    await renderSchedule('/schedule/year?year=2026&month=12');
    expect(await within(await findCell('2026-12-02')).findByText('Урок 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Декабрь 2026' })).toBeInTheDocument();
  });

  it('says the load failed and retries', async () => {
    answer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'x', code: 'error' }] }, 500);
    const { user } = await renderSchedule('/schedule/month');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить расписание');
    answer = () => json(MONTHS['lesson 2026-11']);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Урок 1')).toBeInTheDocument();
  });

  it('says when the month is empty, and what to do: choose a course (issue 8)', async () => {
    await renderSchedule('/schedule/month?year=2027&month=3');
    expect(await screen.findByText('В этом месяце уроков нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать курс' })).toHaveAttribute('href', '/catalog');
  });

  it('with no homework in the period, offers the lessons (issue 8)', async () => {
    const { user, router } = await renderSchedule('/schedule/month?year=2027&month=3&type=homework');
    expect(await screen.findByText('В этом месяце домашних заданий нет')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать уроки' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'lesson' }));
  });

  it('collapses to a list of days and remembers it', async () => {
    const { user } = await renderSchedule('/schedule/month');
    await screen.findByText('Урок 1');
    await user.click(screen.getByRole('button', { name: 'Свернуть в список' }));
    const agenda = screen.getByRole('region', { name: 'Список дней' });
    expect(screen.queryByRole('region', { name: 'Календарь' })).not.toBeInTheDocument();
    const headings = () =>
      within(agenda)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    // The month starts at today (issue 8: not at the 1st); the past waits behind a button.
    expect(headings()).toEqual(['сб, 21 ноября', 'пн, 30 ноября']);
    await user.click(screen.getByRole('button', { name: 'Показать прошедшие дни (1)' }));
    expect(headings()).toEqual(['вт, 3 ноября', 'сб, 21 ноября', 'пн, 30 ноября']);
    expect(localStorage.getItem('schedule-collapsed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Показать календарём' }));
    expect(screen.getByRole('region', { name: 'Календарь' })).toBeInTheDocument();
  });

  it('lists a month without today whole, from its 1st', async () => {
    setCompact(true);
    await renderSchedule('/schedule/month?year=2026&month=12');
    const agenda = await screen.findByRole('region', { name: 'Список дней' });
    expect(within(agenda).getAllByRole('heading')[0]).toHaveTextContent('ср, 2 декабря');
    expect(screen.queryByRole('button', { name: /Показать прошедшие дни/ })).not.toBeInTheDocument();
  });

  it('uses the compact list below 1025 px, without the collapse toggle', async () => {
    setCompact(true);
    await renderSchedule('/schedule/month');
    const agenda = await screen.findByRole('region', { name: 'Список дней' });
    // A phone opens the month at today: 21 November first, 3 November behind "show past days".
    expect(within(agenda).getAllByRole('heading')[0]).toHaveTextContent('сб, 21 ноября');
    expect(within(agenda).getAllByRole('link')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Календарь' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Свернуть в список' })).not.toBeInTheDocument();
  });
});
