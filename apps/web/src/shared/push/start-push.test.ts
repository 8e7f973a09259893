import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPush } from './start-push';

const started = vi.hoisted(() => vi.fn());
vi.mock('./push-sync', () => ({ startPushSync: started }));

afterEach(() => {
  vi.unstubAllGlobals();
  started.mockClear();
});

describe('startPush', () => {
  it.each<NotificationPermission>(['default', 'denied'])(
    'loads no push code while the permission is %s',
    async (permission) => {
      vi.stubGlobal('Notification', { permission });
      startPush();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started).not.toHaveBeenCalled();
    },
  );

  it('starts the push sync where the permission is granted', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    startPush();
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });
});
