import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, IdSchema } from '../common.js';
import { OptionalProductsSchema } from '../catalog/catalog.schema.js';
import { CartSchema } from './cart.schema.js';

const tag = 'cart';
const STUDENT = ['STUDENT_ROLE'] as const;
const Hash = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const HashQuery = z.object({ hash: Hash.optional() });
const AddItem = z.object({
  product: IdSchema,
  ratePlan: IdSchema.optional(),
  pack: IdSchema.optional(),
  bundle: IdSchema.optional(),
  /** With `bundle`: the optional products chosen (docs/products-access.md); absent: all of them. */
  optionalProducts: OptionalProductsSchema.optional(),
  /** Spec 2 §4: after the clear-cart modal the add is retried with replace. */
  replace: z.boolean().default(false),
});
const PatchItem = z.object({
  isProlongSubscription: z.boolean().optional(),
  ratePlan: IdSchema.optional(),
  optionalGifts: z.array(IdSchema).max(20).optional(),
});

/**
 * Spec 2 §7 Cart. A student has one open cart; standalone carts are reached by hash
 * (a link a manager sends, or a guest's cart) and belong to whoever first signs in to pay them.
 */
export const cartContract = {
  count: endpoint({
    method: 'GET',
    path: '/cart/count/',
    summary: 'Number of items and bundles in the cart',
    tag,
    roles: STUDENT,
    response: z.object({ count: z.number().int() }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/cart/',
    summary: "The student's cart",
    tag,
    roles: STUDENT,
    response: CartSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/cart/',
    summary: 'Add a product (or a bundle); 422 when it cannot be paid together with the cart (spec 2 §4)',
    tag,
    roles: STUDENT,
    status: 201,
    body: AddItem,
    response: CartSchema,
  }),
  patchItem: endpoint({
    method: 'PATCH',
    path: '/cart/:id/',
    summary: 'Change an item (auto-renewal, rate plan, optional gifts); answers the cart',
    tag,
    roles: STUDENT,
    params: IdParams,
    body: PatchItem,
    response: CartSchema,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/cart/:id/',
    summary: 'Remove an item; answers the cart',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: CartSchema,
  }),
  removeBundle: endpoint({
    method: 'DELETE',
    path: '/cart/bundle/:hash/',
    summary: 'Remove a bundle; answers the cart',
    tag,
    roles: STUDENT,
    params: z.object({ hash: Hash }),
    response: CartSchema,
  }),
  removeGifts: endpoint({
    method: 'DELETE',
    path: '/cart/gifts/',
    summary: 'Decline optional gifts',
    tag,
    roles: STUDENT,
    body: z.object({ ids: z.array(IdSchema).min(1).max(50) }),
    response: CartSchema,
  }),
  link: endpoint({
    method: 'GET',
    path: '/cart/link/:hash/',
    summary: 'Open a cart link: a fresh standalone cart with the linked products',
    tag,
    params: z.object({ hash: Hash }),
    response: z.object({ cartHash: z.string() }),
  }),
  standalone: endpoint({
    method: 'GET',
    path: '/cart/standalone/:hash/',
    summary: 'A standalone cart by hash (guests too)',
    tag,
    params: z.object({ hash: Hash }),
    response: CartSchema,
  }),
  standaloneAdd: endpoint({
    method: 'POST',
    path: '/cart/standalone/:hash/',
    summary: 'Add to a standalone cart',
    tag,
    status: 201,
    params: z.object({ hash: Hash }),
    body: AddItem,
    response: CartSchema,
  }),
  standalonePatchItem: endpoint({
    method: 'PATCH',
    path: '/cart/standalone/:hash/:id/',
    summary: 'Change an item of a standalone cart',
    tag,
    params: z.object({ hash: Hash, id: IdParam }),
    body: PatchItem,
    response: CartSchema,
  }),
  standaloneRemoveItem: endpoint({
    method: 'DELETE',
    path: '/cart/standalone/:hash/:id/',
    summary: 'Remove an item of a standalone cart',
    tag,
    params: z.object({ hash: Hash, id: IdParam }),
    response: CartSchema,
  }),
  standaloneRemoveBundle: endpoint({
    method: 'DELETE',
    path: '/cart/standalone/:hash/bundle/:bundleHash/',
    summary: 'Remove a bundle of a standalone cart',
    tag,
    params: z.object({ hash: Hash, bundleHash: Hash }),
    response: CartSchema,
  }),
  applyCoupon: endpoint({
    method: 'POST',
    path: '/cart/coupon/',
    summary: 'Apply a promo code (query hash for a standalone cart); errors on coupon_value (spec 2 §5)',
    tag,
    query: HashQuery,
    body: z.object({ couponValue: z.string().trim().min(1).max(50) }),
    response: CartSchema,
  }),
  removeCoupon: endpoint({
    method: 'DELETE',
    path: '/cart/coupon/',
    summary: 'Remove the promo code; answers the cart',
    tag,
    query: HashQuery,
    response: CartSchema,
  }),
  applyReferral: endpoint({
    method: 'POST',
    path: '/cart/referral-program/',
    summary: "Apply a friend's referral discount; cannot be combined with a promo code",
    tag,
    roles: STUDENT,
    body: z.object({ referralId: z.string().min(4).max(64), hash: Hash.optional() }),
    response: CartSchema,
  }),
  removeReferral: endpoint({
    method: 'DELETE',
    path: '/cart/referral-program/',
    summary: 'Remove the referral discount',
    tag,
    roles: STUDENT,
    query: HashQuery,
    response: CartSchema,
  }),
};
