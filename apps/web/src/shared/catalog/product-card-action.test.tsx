import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogProduct } from '@school/contract';
import { renderWithRouter } from '../../test/render';
import { ProductCardAction } from './product-card-action';

const product = { id: 7, title: 'Физика ЕГЭ', owned: false, inCart: false } as CatalogProduct;

/** Adding as the catalog does: busy until the server answers, then in the cart. */
function Card({ answer }: { answer: Promise<void> }) {
  const [state, setState] = useState({ adding: false, inCart: false });
  const add = () => {
    setState({ adding: true, inCart: false });
    void answer.then(() => setState({ adding: false, inCart: true }));
  };
  return <ProductCardAction product={{ ...product, inCart: state.inCart }} adding={state.adding} onAdd={add} />;
}

describe('the product card action keeps keyboard focus', () => {
  it('moves focus to "В корзине" when it replaces the add button, not to the body', async () => {
    let answer!: () => void;
    await renderWithRouter(<Card answer={new Promise((resolve) => (answer = resolve))} />);
    screen.getByRole('button', { name: 'Добавить в корзину «Физика ЕГЭ»' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Физика ЕГЭ/ })).toBeDisabled());
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('link', { name: 'В корзине' })).toHaveFocus());
  });
});
