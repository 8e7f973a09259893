import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('the skip link (WCAG 2.4.1, issue 8)', () => {
  it('is the first tab stop and moves focus past the header into the page', async () => {
    renderWithProviders(
      <>
        <SkipLink />
        <header>
          <a href="/home">Главная</a>
          <button>Меню профиля</button>
        </header>
        <main id={MAIN_CONTENT_ID}>
          <h1>Расписание</h1>
          <button>Сегодня</button>
        </main>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Сегодня' })).toHaveFocus();
  });
});
