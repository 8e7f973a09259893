import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { cartKeys, storeOwnCart } from '../../../shared/cart/cart-queries';
import { cartCalls } from '../api/cart-api';
import '../../../shared/cart/i18n';
import '../i18n';

/** Puts a cart answered by the server on screen (spec 2 §4: the cart is replaced from the answer). */
export function useStoreCart(hash?: string) {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    if (hash) queryClient.setQueryData(cartKeys.standalone(hash), cart);
    else storeOwnCart(queryClient, cart);
  };
}

/** The cart page's changes; each failure is a toast (spec 2 §8). */
export function useCartActions(hash?: string) {
  const { t } = useTranslation();
  const store = useStoreCart(hash);
  const calls = cartCalls(hash);
  const toast = (message: string) => () => notifications.show({ color: 'red', message });
  const updateFailed = toast(t('failed_to_update_cart'));
  return {
    setAutoRenewal: useMutation({
      mutationFn: ({ id, value }: { id: number; value: boolean }) =>
        calls.patchItem(id, { isProlongSubscription: value }),
      onSuccess: store,
      onError: toast(t('cart.autoRenewalFailed')),
    }),
    removeItem: useMutation({ mutationFn: calls.removeItem, onSuccess: store, onError: updateFailed }),
    removeBundle: useMutation({ mutationFn: calls.removeBundle, onSuccess: store, onError: updateFailed }),
    declineGift: useMutation({
      mutationFn: ({ item, giftId }: { item: CartItem; giftId: number }) => calls.declineGift(item, giftId),
      onSuccess: store,
      onError: updateFailed,
    }),
    chooseGift: useMutation({
      mutationFn: ({ item, giftId }: { item: CartItem; giftId: number }) => calls.chooseGift(item, giftId),
      onSuccess: store,
      onError: updateFailed,
    }),
    removeCoupon: useMutation({ mutationFn: calls.removeCoupon, onSuccess: store, onError: updateFailed }),
    removeReferral: useMutation({ mutationFn: calls.removeReferral, onSuccess: store, onError: updateFailed }),
  };
}

export type CartActions = ReturnType<typeof useCartActions>;
