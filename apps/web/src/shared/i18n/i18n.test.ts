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
  it('follows the language chosen before a reload, with its texts loaded on demand', async () => {
    localStorage.setItem('language', 'kk');
    const { i18n } = await loadAfterReload();
    expect(i18n.language).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('kk', 'translation')).toBe(true));
    expect(i18n.t('routes.home')).not.toBe(i18n.t('routes.home', { lng: 'ru' }));
  });

  it('loads no Kazakh or English texts for a Russian reader (issue 8: the first visit)', async () => {
    const { i18n } = await loadAfterReload();
    expect(i18n.hasResourceBundle('kk', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('is Russian without a choice, or with a value we do not speak', async () => {
    localStorage.setItem('language', 'xx');
    await loadAfterReload();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('changes with the language and remembers it', async () => {
    const { changeLanguage } = await loadAfterReload();
    const { i18n } = await import('./i18n');
    changeLanguage('en');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('language')).toBe('en');
    expect(i18n.t('routes.home')).toBe('Home');
  });
});
