import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// CI has two cores: a page of Mantine cards can take over the default second to appear under load.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
// jsdom does not scroll: the router restores scroll on navigation, Mantine's Select scrolls options into view.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// No test opens a real socket: the `/chat` socket is a stand-in a test can speak through.
vi.mock('../shared/realtime/chat-socket', async () => {
  const { testChatSocket } = await import('../shared/realtime/test-chat-socket');
  return { chatSocket: () => testChatSocket };
});
