import { useRef } from 'react';
import { newVisitorId as newUuid } from '../../../shared/flags/visitor-id';

export interface PurchaseKeys {
  keyFor: (kind: string, itemId: number, planId: number) => string;
  forget: (kind: string, itemId: number, planId: number) => void;
}

/**
 * One idempotency key per purchase attempt (item and plan), kept until it succeeds: a retry after a
 * failure or a lost answer sends the same key, so the server pays once (spec 3 §7, docs/chat.md).
 */
export function usePurchaseKeys(): PurchaseKeys {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor: (kind, itemId, planId) => {
      const name = `${kind}:${itemId}:${planId}`;
      let key = keys.current.get(name);
      if (!key) {
        key = newUuid();
        keys.current.set(name, key);
      }
      return key;
    },
    forget: (kind, itemId, planId) => keys.current.delete(`${kind}:${itemId}:${planId}`),
  };
}
