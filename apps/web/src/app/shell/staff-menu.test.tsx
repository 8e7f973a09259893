import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@school/contract';
import { serveApi } from '../../shared/cart/test-cart';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { renderWithRouter } from '../../test/render';
import { ProfileMenu } from './profile-menu';

const tutor: User = {
  id: 3,
  role: 'TUTOR_ROLE',
  firstName: 'Олег',
  lastName: 'Иванов',
  email: 'tutor@example.com',
  avatar: null,
  student: null,
};
const LANGUAGES = [
  { code: 'ru', title: 'Русский' },
  { code: 'kk', title: 'Қазақша' },
  { code: 'en', title: 'English' },
];

afterEach(() => {
  changeLanguage('ru');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the tutor and manager menu', () => {
  it('offers the interface language, as the student menu does (issue 8)', async () => {
    serveApi({ 'GET /api/v1/multilingual/site-languages/': LANGUAGES });
    await renderWithRouter(<ProfileMenu user={tutor} />);
    await userEvent.click(screen.getByRole('button', { name: /Меню профиля/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Қазақша' }));
    await vi.waitFor(() => expect(i18n.language).toBe('kk'));
    expect(localStorage.getItem('language')).toBe('kk');
  });
});
