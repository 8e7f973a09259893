import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogProduct } from '../cart/test-cart';
import { setAppSettings } from '../config/app-settings';
import { TEST_SETTINGS } from '../flags/test-flags';
import { renderWithProviders } from '../../test/render';
import { ProductCard } from './product-card';

/** Intl puts a narrow no-break space between thousands and before the currency sign. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => setAppSettings(TEST_SETTINGS));

describe('the rate plan choice on a product card (issue 8)', () => {
  it('shows the price of each plan and what the chosen one gives', async () => {
    renderWithProviders(<ProductCard product={catalogProduct()} onAdd={() => undefined} />);
    const choice = screen.getByRole('radiogroup', { name: 'Тариф' });
    const options = within(choice).getAllByRole('radio');
    expect(options.map((option) => plain(option.textContent))).toEqual(['Стандарт2 500 ₽', 'Премиум4 000 ₽']);
    expect(screen.getByText('Вебинары, записи и домашние задания с автопроверкой')).toBeInTheDocument();
    await userEvent.click(within(choice).getByText('Премиум'));
    expect(screen.getByText(/Всё из «Стандарта», а ещё проверка домашних заданий куратором/)).toBeInTheDocument();
    expect(plain(screen.getByLabelText('Цена').textContent)).toBe('4 000 ₽');
  });

  it('says nothing about a plan it has no description for, and offers no choice of one plan', () => {
    const product = catalogProduct({
      ratePlans: [
        { id: 1, title: 'Базовый', sysName: 'basic', price: 250000, order: 1 },
        { id: 2, title: 'Особый', sysName: 'special', price: 300000, order: 2 },
      ],
    });
    const { unmount } = renderWithProviders(<ProductCard product={product} onAdd={() => undefined} />);
    expect(screen.queryByText(/Вебинары/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={catalogProduct({ ratePlans: [] })} onAdd={() => undefined} />);
    expect(screen.queryByRole('radiogroup', { name: 'Тариф' })).not.toBeInTheDocument();
  });
});
