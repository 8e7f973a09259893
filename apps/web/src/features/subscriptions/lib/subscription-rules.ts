import type { Subscription } from '@school/contract';

/** Auto-renewal can be turned off while it would still charge: active, or retrying a failed payment. */
export const canCancel = (status: Subscription['status']): boolean => status === 'active' || status === 'past_due';

/** A subscription can be renewed for the next period until it has ended (a cancelled one comes back to life). */
export const canRenew = (status: Subscription['status']): boolean => status !== 'ended';

export const STATUS_COLORS: Record<Subscription['status'], string> = {
  active: 'teal',
  cancelled: 'gray',
  past_due: 'orange',
  ended: 'gray',
};
