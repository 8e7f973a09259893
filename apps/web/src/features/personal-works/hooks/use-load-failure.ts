import { useEffect } from 'react';
import { useNotify } from './use-notify';

/** Spec 3 §8 'Не удалось загрузить домашнее задание' as a toast, once per failed load (the page shows a retry too). */
export function useLoadFailureToast(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify.failure('loadFailed', error);
    // The toast follows the error, not the helper's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
