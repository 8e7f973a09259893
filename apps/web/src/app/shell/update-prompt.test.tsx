import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { swUpdate } from '../../shared/pwa/sw-update';
import { renderWithProviders } from '../../test/render';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

describe('update prompt', () => {
  it('appears when a new version waits; «Обновить» tells it to take over and marks the reload as asked for', async () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText('Доступна новая версия')).toBeNull();
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    act(() => swUpdate.offer(worker));
    expect(screen.getByRole('alert')).toHaveTextContent('Доступна новая версия');
    expect(swUpdate.accepted()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(swUpdate.accepted()).toBe(true);
  });
});

describe('offline banner', () => {
  it('shows the spec text while offline and hides when back online', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Нет соединения с интернетом. Показываем сохранённое.');
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Нет соединения с интернетом. Показываем сохранённое.')).toBeNull();
    online.mockRestore();
  });
});
