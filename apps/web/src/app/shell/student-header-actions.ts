import type { ComponentType } from 'react';
import { CartButton } from './commerce/cart-button';
import { PromoButton } from './commerce/promo-button';
import { ResultsButton } from './results-button';
import { NotificationsBellSlot } from './notifications-bell-slot';
import { clearPromoFlagsForGuests } from './commerce/promo-flags';

/**
 * The student header's buttons before the stats, in display order (spec 3 §2): the results
 * button (wide screens, flag collecting-points), the promo-code button and the cart button
 * belong here. The issue that builds one adds its component to this list and nothing else changes.
 */
export const STUDENT_HEADER_ACTIONS: readonly ComponentType[] = [
  ResultsButton,
  PromoButton,
  CartButton,
  NotificationsBellSlot,
];

// Spec 3 §4: the promo button's flags are cleared whenever the session becomes a guest's.
clearPromoFlagsForGuests();
