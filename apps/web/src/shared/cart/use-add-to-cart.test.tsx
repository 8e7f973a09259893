import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { setAppSettings } from '../config/app-settings';
import { TEST_SETTINGS } from '../flags/test-flags';
import { renderWithProviders } from '../../test/render';
import { cartKeys } from './cart-queries';
import { errorBody, serveApi, testCart } from './test-cart';
import { useAddToCart } from './use-add-to-cart';

function AddButton() {
  const add = useAddToCart();
  return <button onClick={() => add.mutate({ product: 7, ratePlan: 2 })}>add</button>;
}

const incompatible = () =>
  errorBody(422, [
    { attr: null, detail: 'Individual lessons cannot be paid with other courses', code: 'incompatible' },
  ]);

let toasts: MockInstance<typeof notifications.show>;
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const messages = () => toasts.mock.calls.map(([data]) => String((data as { message: unknown }).message));

describe('add to cart (spec 2 §4, spec 3 §8)', () => {
  it('says "data saved" and updates the badge from the answered cart', async () => {
    const sent = serveApi({ 'POST /api/cart/': testCart({ count: 3 }) });
    const { queryClient } = renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(messages()).toEqual(['Добавили в корзину']));
    expect(sent[0]!.body).toEqual({ product: 7, rate_plan: 2, replace: false });
    expect(queryClient.getQueryData(cartKeys.count)).toEqual({ count: 3 });
  });

  it('asks to clear the cart on 422, and "lets_go" retries with replace', async () => {
    const sent = serveApi({
      'POST /api/cart/': ({ body }: { body: { replace: boolean } }) => (body.replace ? testCart() : incompatible()),
    });
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(
      await screen.findByText(
        'Чтобы добавить этот курс, нужно очистить корзину: индивидуальные занятия нельзя оплатить вместе с другими курсами',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Поехали' }));
    await waitFor(() => expect(messages()).toEqual(['Добавили в корзину']));
    expect(sent.map((request) => (request.body as { replace: boolean }).replace)).toEqual([false, true]);
  });

  it('keeps the cart on "leave_as_is": no retry, no toast', async () => {
    const sent = serveApi({ 'POST /api/cart/': incompatible });
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Оставить как есть' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Поехали' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('tells "product is already in cart" as information', async () => {
    serveApi({
      'POST /api/cart/': () =>
        errorBody(400, [{ attr: null, detail: 'product is already in cart', code: 'already_in_cart' }]),
    });
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(messages()).toEqual(['Этот продукт уже в корзине']));
    expect(toasts.mock.calls[0]![0]).toMatchObject({ color: 'blue' });
  });

  it('reports any other failure as "failed to add product to cart"', async () => {
    serveApi({ 'POST /api/cart/': () => errorBody(500, [{ attr: null, detail: 'boom', code: 'error' }]) });
    renderWithProviders(<AddButton />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(messages()).toEqual(['Не удалось добавить продукт в корзину']));
  });
});
