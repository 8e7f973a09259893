import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../../shared/cart/cart-queries';
import { LESSON_QUERY_ROOTS } from '../../../shared/lessons/lesson-query-keys';

/** Once something is bought: the cart (and its badge) and the student's products are read anew. */
export function useRefreshPurchases(done: boolean): void {
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  useEffect(() => {
    if (!done || refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    for (const queryKey of LESSON_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
  }, [done, queryClient]);
}
