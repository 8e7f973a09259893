import { describe, expect, it, vi } from 'vitest';
import { dropRetryMark, loadChunk, reloadOnceForChunk } from './lazy-page';

function fakeLocation(href: string) {
  return { href, replace: vi.fn() } as unknown as Location & { replace: ReturnType<typeof vi.fn> };
}

describe('spec 1 §2 failed lazy-page load', () => {
  it('reloads once, marking the address with chunk-load-retry=true', () => {
    const location = fakeLocation('http://app.test/home?tab=2');
    expect(reloadOnceForChunk(location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('http://app.test/home?tab=2&chunk-load-retry=true');
  });

  it('does not reload a second time', () => {
    const location = fakeLocation('http://app.test/home?chunk-load-retry=true');
    expect(reloadOnceForChunk(location)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});

describe('the reload mark', () => {
  it('stays while chunks load, so a page whose other chunk is missing does not reload for ever', async () => {
    window.history.replaceState(null, '', '/home?chunk-load-retry=true');
    await loadChunk(async () => 'layout');
    expect(window.location.search).toBe('?chunk-load-retry=true');
    await expect(loadChunk(() => Promise.reject(new Error('page chunk missing')))).rejects.toThrow(
      'page chunk missing',
    );
    dropRetryMark();
    expect(window.location.search).toBe('');
  });
});
