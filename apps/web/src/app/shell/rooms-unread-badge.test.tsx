import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { testChatSocket } from '../../shared/realtime/test-chat-socket';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { RoomsUnreadBadge } from './rooms-unread-badge';
import { DEFERRED_SOCKET_MS } from '../../shared/chat-rooms/use-room-events';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the unread badge of the curator rooms (issue 11)', () => {
  it('shows the unread count, nothing at zero, and asks again when a room message arrives', async () => {
    let count = 0;
    stubApi({ 'GET /v2/chat/rooms/unread-count/': () => Response.json({ count }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<RoomsUnreadBadge />);
    // The socket opens once the page has settled, not with it.
    await vi.advanceTimersByTimeAsync(DEFERRED_SOCKET_MS - 100);
    expect(testChatSocket.listening('room_message')).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(testChatSocket.listening('room_message')).toBeGreaterThan(0));
    expect(screen.queryByTestId('rooms-unread')).toBeNull();

    count = 3;
    testChatSocket.hear('room_message', { room_id: 5, message: { id: 'x', type: 'system' } });
    expect(await screen.findByTestId('rooms-unread')).toHaveTextContent('3');
    expect(screen.getByLabelText('Непрочитанных: 3')).toBeInTheDocument();

    count = 0;
    testChatSocket.hear('room_read', { room_id: 5, unread_count: 0 });
    await waitFor(() => expect(screen.queryByTestId('rooms-unread')).toBeNull());
  });
});
