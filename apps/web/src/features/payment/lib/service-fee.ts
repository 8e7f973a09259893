import type { Variant } from '@school/contract';

/** Spec 2 §9 service fee constant, in major units of the cart's currency. */
export const SERVICE_FEE = 100;

/**
 * Spec 2 §2 names a second variant of the payment page with a service-fee note and the public
 * document links, without saying when. We show it in the Kazakhstan deployment, whose payments
 * go through a provider that charges the payer the fee; the server never adds it to the amount.
 */
export const hasServiceFeeNote = (variant: Variant): boolean => variant === 'KZ';
