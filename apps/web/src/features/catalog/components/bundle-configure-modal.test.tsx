import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Bundle } from '@school/contract';
import { serveApi } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithProviders } from '../../../test/render';
import { BundleConfigureModal } from './bundle-configure-modal';

const bundle: Bundle = {
  id: 9,
  title: 'Математика + физика',
  description: '',
  sysCourseType: 'master_group',
  price: 450000,
  initialPrice: 500000,
  ratePlanTitle: null,
  products: [],
  gifts: [],
};
/** Intl puts a narrow no-break space between thousands and before the currency sign. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => vi.unstubAllGlobals());

describe('the bundle configuration dialog (issue 8)', () => {
  it('shows the bundle’s price under each rate plan and what the plan gives', async () => {
    serveApi({
      'GET /api/products/bundles/9/rate-plans/': [
        { id: 1, title: 'Стандарт', sysName: 'standard', price: 550800, order: 0 },
        { id: 2, title: 'Премиум', sysName: 'premium', price: 790200, order: 1 },
      ],
    });
    renderWithProviders(
      <BundleConfigureModal
        bundle={bundle}
        opened
        onClose={() => undefined}
        chosen={undefined}
        onConfigured={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const standard = await within(dialog).findByRole('radio', { name: /^Стандарт/ });
    const premium = within(dialog).getByRole('radio', { name: /^Премиум/ });
    expect(plain(standard.closest('.mantine-Radio-root')?.textContent)).toContain('5 508 ₽');
    expect(plain(premium.closest('.mantine-Radio-root')?.textContent)).toContain('7 902 ₽');
    expect(within(dialog).getByText('Вебинары, записи и домашние задания с автопроверкой')).toBeInTheDocument();
  });
});
