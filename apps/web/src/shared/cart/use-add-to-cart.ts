import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { type BodyOf, type Cart } from '@school/contract';
import { contract } from '../api/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { call } from '../api/client';
import { cartKeys, storeOwnCart } from './cart-queries';
import { confirmClearCart } from './clear-cart-modal';
import './i18n';

export type AddToCartItem = Omit<BodyOf<typeof contract.cart.add>, 'replace'>;

/** The student chose 'leave_as_is': the add fails quietly (spec 2 §4). */
class AddDeclined extends Error {
  override readonly name = 'AddDeclined';
}

const ALREADY_IN_CART = 'already_in_cart';

interface AddToCartOptions {
  /** A standalone cart's hash; the student's own cart without it. */
  hash?: string;
  /** After a successful add, e.g. to refresh a list's 'in cart' marks. */
  onAdded?: (cart: Cart) => void;
}

/**
 * Spec 2 §4 and spec 3 §8 add to cart: 201 -> 'data saved' and the badge follows; 422 -> the
 * clear-cart modal ('lets_go' retries with replace, 'leave_as_is' keeps the cart); 400
 * already_in_cart -> info 'product is already in cart'; anything else -> 'failed to add product to cart'.
 */
export function useAddToCart({ hash, onAdded }: AddToCartOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = (item: AddToCartItem, replace: boolean) =>
    hash
      ? call(contract.cart.standaloneAdd, { params: { hash }, body: { ...item, replace } })
      : call(contract.cart.add, { body: { ...item, replace } });

  return useMutation({
    mutationFn: async (item: AddToCartItem): Promise<Cart> => {
      try {
        return await send(item, false);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
        if (!(await confirmClearCart(t))) throw new AddDeclined();
        return send(item, true);
      }
    },
    onSuccess: (cart) => {
      notifications.show({ color: 'teal', message: t('data saved') });
      if (hash) queryClient.setQueryData(cartKeys.standalone(hash), cart);
      else storeOwnCart(queryClient, cart);
      onAdded?.(cart);
    },
    onError: (error) => {
      if (error instanceof AddDeclined) return;
      if (error instanceof ApiError && error.status === 400 && error.detailOf(ALREADY_IN_CART) !== undefined) {
        notifications.show({ color: 'blue', message: t('product is already in cart') });
        return;
      }
      notifications.show({ color: 'red', message: t('failed to add product to cart') });
    },
  });
}
