import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogProduct, serveApi, type SentRequest } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithRouter } from '../../../test/render';
import { ProductGrid } from './product-grid';

/** A catalog of `total` products served a page at a time, by the request's limit and offset. */
function serveCatalog(total: number): SentRequest[] {
  const all = Array.from({ length: total }, (_, n) => catalogProduct({ id: 1000 + n, title: `Курс ${n + 1}` }));
  return serveApi({
    'GET /api/products/catalog/': ({ search }: SentRequest) => {
      const query = new URLSearchParams(search);
      const offset = Number(query.get('offset'));
      return { count: total, results: all.slice(offset, offset + Number(query.get('limit'))) };
    },
  });
}

const pagesAsked = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/products/catalog/').map((request) => request.search);

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => vi.unstubAllGlobals());

describe('the catalog list pages (issue 8: a phone loads 12 cards, not the whole catalog)', () => {
  it('shows the first 12, then the rest with "Показать ещё"', async () => {
    const sent = serveCatalog(15);
    await renderWithRouter(<ProductGrid query={{ classType: 2 }} canBuy={false} onReset={() => undefined} />);
    await screen.findByRole('article', { name: 'Курс 12' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Показано 12 из 15')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('article', { name: 'Курс 15' });
    expect(
      screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? card.textContent),
    ).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(pagesAsked(sent)).toEqual(['class_type=2&limit=12&offset=0', 'class_type=2&limit=12&offset=12']);
  });

  it('offers no more when one page holds everything', async () => {
    serveCatalog(12);
    await renderWithRouter(<ProductGrid query={{}} canBuy={false} onReset={() => undefined} />);
    await screen.findByRole('article', { name: 'Курс 12' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});
