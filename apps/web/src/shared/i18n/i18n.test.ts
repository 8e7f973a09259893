import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

/** The module as a fresh page load runs it. */
const loadAfterReload = async () => {
  vi.resetModules();
  return import('./i18n');
};

describe('interface language and <html lang> (issue 8)', () => {
  it('follows the language chosen before a reload', async () => {
    localStorage.setItem('language', 'kk');
    const { i18n } = await loadAfterReload();
    expect(i18n.language).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
  });

  it('is Russian without a choice, or with a value we do not speak', async () => {
    localStorage.setItem('language', 'xx');
    await loadAfterReload();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('changes with the language and remembers it', async () => {
    const { changeLanguage } = await loadAfterReload();
    changeLanguage('en');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('language')).toBe('en');
  });
});
