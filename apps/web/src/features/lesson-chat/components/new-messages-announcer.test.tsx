import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { TestProviders, testQueryClient } from '../../../test/render';
import { NewMessagesAnnouncer } from './new-messages-announcer';

afterEach(() => vi.useRealTimers());

describe('NewMessagesAnnouncer', () => {
  it('says how many messages came, politely and at most every 10 s; the first page is not news', () => {
    vi.useFakeTimers();
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders queryClient={queryClient}>{children}</TestProviders>
    );
    const view = render(<NewMessagesAnnouncer count={20} lastId={20} />, { wrapper });
    const region = () => view.container.ownerDocument.querySelector('[aria-live="polite"]')!;
    act(() => vi.advanceTimersByTime(10_000));
    expect(region().textContent).toBe('');
    view.rerender(<NewMessagesAnnouncer count={21} lastId={21} />);
    view.rerender(<NewMessagesAnnouncer count={23} lastId={23} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(region().textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).toBe('Новых сообщений в чате: 3');
  });
});
