import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { renderWithRouter } from '../../test/render';
import { routes } from '../router/routes';
import { commerceRoutes } from '../router/commerce-routes';
import { PrintLayout } from './print-layout';
import { SupportFooter } from './support-footer';

beforeEach(() => setAppSettings({ ...TEST_SETTINGS, supportPhone: '+7 800 555-35-35' }));
afterEach(() => vi.restoreAllMocks());

const layoutOf = (name: string) =>
  [...routes, ...commerceRoutes].find((route) => route.options.staticData?.name === name)?.options.staticData?.layout;

describe('the contacts layout (spec 1 §2: shows a support phone)', () => {
  it('is the layout of the pages where help may be needed (issue 8)', () => {
    for (const name of ['Forbidden', 'Unexpected', 'BadRequest', 'ServerNotResponding', 'PaymentReject']) {
      expect([name, layoutOf(name)]).toEqual([name, 'contacts']);
    }
    expect(layoutOf('NotFound')).toBe('header-only');
  });

  it('shows the deployment’s support phone as a link to call', async () => {
    await renderWithRouter(<SupportFooter />);
    expect(screen.getByRole('link', { name: '+7 800 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
  });
});

describe('the print layout (spec 1 §2; spec 2 §2 homework print page)', () => {
  it('shows the page with a print button, which prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderWithRouter(
      <PrintLayout meta={{ layout: 'print' }}>
        <h1>Домашнее задание 12</h1>
      </PrintLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Домашнее задание 12');
    await userEvent.click(screen.getByRole('button', { name: 'Распечатать' }));
    expect(print).toHaveBeenCalledOnce();
    // Opened directly, there is no page to go back to.
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });
});
