import { type BodyOf, type CartItem } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export type PatchItemBody = BodyOf<typeof contract.cart.patchItem>;

/**
 * The cart's changes, over the student's endpoints or a standalone cart's. Each answers the whole
 * cart, which replaces what is on screen (spec 2 §4).
 */
export function cartCalls(hash?: string) {
  const query = hash ? { hash } : {};
  return {
    patchItem: (id: number, body: PatchItemBody) =>
      hash
        ? call(contract.cart.standalonePatchItem, { params: { hash, id }, body })
        : call(contract.cart.patchItem, { params: { id }, body }),
    removeItem: (id: number) =>
      hash
        ? call(contract.cart.standaloneRemoveItem, { params: { hash, id } })
        : call(contract.cart.removeItem, { params: { id } }),
    removeBundle: (bundleHash: string) =>
      hash
        ? call(contract.cart.standaloneRemoveBundle, { params: { hash, bundleHash } })
        : call(contract.cart.removeBundle, { params: { hash: bundleHash } }),
    /** A standalone cart has no gifts endpoint: the item keeps only the optional gifts still chosen. */
    declineGift: (item: CartItem, giftId: number) =>
      hash
        ? call(contract.cart.standalonePatchItem, {
            params: { hash, id: item.id },
            body: {
              optionalGifts: item.optionalGifts
                .filter((gift) => gift.chosen && gift.id !== giftId)
                .map((gift) => gift.id),
            },
          })
        : call(contract.cart.removeGifts, { body: { ids: [giftId] } }),
    /** A declined optional gift chosen again: the item keeps the chosen ones and this one (issue 8). */
    chooseGift: (item: CartItem, giftId: number) => {
      const optionalGifts = [
        ...item.optionalGifts.filter((gift) => gift.chosen && gift.id !== giftId).map((gift) => gift.id),
        giftId,
      ];
      return hash
        ? call(contract.cart.standalonePatchItem, { params: { hash, id: item.id }, body: { optionalGifts } })
        : call(contract.cart.patchItem, { params: { id: item.id }, body: { optionalGifts } });
    },
    applyCoupon: (couponValue: string) => call(contract.cart.applyCoupon, { query, body: { couponValue } }),
    removeCoupon: () => call(contract.cart.removeCoupon, { query }),
    removeReferral: () => call(contract.cart.removeReferral, { query }),
  };
}

export type CartCalls = ReturnType<typeof cartCalls>;
