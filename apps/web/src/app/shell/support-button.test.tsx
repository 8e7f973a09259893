import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '@school/contract';
import { testChatSocket } from '../../shared/realtime/test-chat-socket';
import { sessionStore } from '../../shared/session/session-store';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SupportButton } from './support-button';

const student: User = {
  id: 1,
  role: 'STUDENT_ROLE',
  firstName: 'Аня',
  lastName: 'Петрова',
  email: 'student@example.com',
  avatar: null,
  student: {
    registrationDate: '2025-01-01',
    phone: null,
    levelTitle: 'Отличник',
    exp: 1840,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
  },
};

afterEach(() => {
  sessionStore.setUser(null);
  vi.unstubAllGlobals();
});

describe('the support chat widget button (spec 3 §6)', () => {
  it('is not there for staff', () => {
    const asked = vi.fn(() => Response.json({ count: 0 }));
    stubApi({ 'GET /v2/chat/support/unread-count/': asked });
    for (const role of ['TUTOR_ROLE', 'SUPPORT_MANAGER', 'MANAGER_CS', 'CURATOR_ROLE'] as const) {
      sessionStore.setUser({ ...student, role, student: null });
      const { unmount } = renderWithProviders(<SupportButton />);
      expect(screen.queryByTestId('support-button')).toBeNull();
      unmount();
    }
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows a student the unread answers and asks again when a room message arrives', async () => {
    let count = 2;
    stubApi({ 'GET /v2/chat/support/unread-count/': () => Response.json({ count }) });
    sessionStore.setUser(student);
    renderWithProviders(<SupportButton />);
    expect(
      await screen.findByRole('button', { name: 'Написать в поддержку. Новых ответов поддержки: 2' }),
    ).toBeVisible();
    await waitFor(() => expect(testChatSocket.listening('room_message')).toBeGreaterThan(0), { timeout: 6_000 });
    count = 0;
    testChatSocket.hear('room_message', { room_id: 5, message: { id: 'x', type: 'regular' } });
    expect(await screen.findByRole('button', { name: 'Написать в поддержку' })).toBeVisible();
  });
});
