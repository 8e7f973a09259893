import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTagManager } from './tag-manager';

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

describe('the tag manager (spec 2 §5)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    vi.restoreAllMocks();
  });

  it('loads the container of a valid id: GTM- followed by digits or capitals', () => {
    expect(loadTagManager('GTM-AB12CD3')).toBe(true);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('refuses any other id with a warning, and loads nothing without one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const id of ['GTM-ab12', 'gtm-AB12', 'GTM-', 'UA-1234', 'GTM-A&x=1'])
      expect(loadTagManager(id), id).toBe(false);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(loadTagManager(null)).toBe(false);
    expect(loadTagManager(undefined)).toBe(false);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
