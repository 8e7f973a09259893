import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type TutorClient, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const support: User = {
  id: 3,
  role: 'SUPPORT_MANAGER',
  firstName: 'Света',
  lastName: 'Поддержкина',
  email: 'support@example.com',
  avatar: null,
  student: null,
};

const client = (status: TutorClient['status']): TutorClient => ({
  id: 5,
  student: { id: 40, firstName: 'Ваня', lastName: 'Учеников', email: 'vanya@example.com', phone: null, avatar: null },
  classTypeId: 1,
  classYear: 11,
  since: '2026-09-01',
  status,
  lessonsPerWeek: 2,
});

let sent: Sent[];
let ended: boolean;
beforeEach(() => {
  ended = false;
  sessionStore.setUser(support);
  sent = stubApi({
    'GET /staff/people/tutors/7/': () =>
      json(
        snakeKeys({
          id: 7,
          firstName: 'Ольга',
          lastName: 'Васильева',
          email: 'tutor2@example.com',
          isActive: true,
          activeClients: ended ? 0 : 1,
        }),
      ),
    'GET /staff/people/tutors/7/clients/': () =>
      json(snakeKeys({ count: 1, results: [client(ended ? 'finished' : 'active')] })),
    'GET /v2/core/class-types/': () =>
      json(snakeKeys([{ id: 1, title: 'Математика', color: { base: '#000', toxic: '#000' }, classYears: [11] }])),
    'POST /staff/people/tutors/7/clients/5/end/': () => {
      ended = true;
      return json(snakeKeys(client('finished')));
    },
    'GET /staff/people/students/': () => json({ count: 0, results: [] }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('TutorPage (issue 16)', () => {
  it('lists the tutor’s clients with the subject and ends a pair', async () => {
    await renderAppRoute('/staff/people/tutors/7');
    const table = await screen.findByRole('table', { name: 'Ученики репетитора' });
    expect(await within(table).findByText('Математика')).toBeInTheDocument();
    expect(within(table).getByText('Учеников Ваня')).toBeInTheDocument();
    expect(within(table).getByText('Занимается')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Завершить занятия: Учеников Ваня' }));
    expect(await screen.findByText('Занятия с Учеников Ваня завершены.')).toBeInTheDocument();
    expect(
      sent.some((request) => request.method === 'POST' && request.path === '/staff/people/tutors/7/clients/5/end/'),
    ).toBe(true);
    expect(await within(table).findByText('Завершено')).toBeInTheDocument();
  });

  it('filters by status on the server and opens the assign form', async () => {
    await renderAppRoute('/staff/people/tutors/7');
    await screen.findByRole('table', { name: 'Ученики репетитора' });
    await userEvent.click(screen.getByText('На паузе'));
    await waitFor(() => expect(sent.at(-1)?.query).toMatchObject({ status: 'paused' }));
    await userEvent.click(screen.getByRole('button', { name: 'Назначить ученика' }));
    const dialog = await screen.findByRole('dialog', { name: 'Назначить ученика репетитору' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Назначить' }));
    // The contract's schema refuses a form without a student before anything is sent.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Ученик/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      sent.some((request) => request.method === 'POST' && request.path === '/staff/people/tutors/7/clients/'),
    ).toBe(false);
  });
});
