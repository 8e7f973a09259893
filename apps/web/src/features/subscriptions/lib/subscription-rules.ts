import type { Subscription } from '@school/contract';

/** Auto-renewal can be turned off while it would still charge: active, or retrying a failed payment. */
export const canCancel = (status: Subscription['status']): boolean => status === 'active' || status === 'past_due';

export const STATUS_COLORS: Record<Subscription['status'], string> = {
  active: 'teal',
  cancelled: 'gray',
  past_due: 'orange',
  ended: 'gray',
};
