import { useEffect, useState } from 'react';
import { usePreloadOnArrival } from './user-arrived';

/**
 * A header popover whose code loads once the user starts to use the page (issue 8: the first
 * visit's budget). `mounted` stays true after the first opening: swapping the button back for the
 * popover's own target would drop its focus.
 */
export function useDeferredPopover(preload: () => unknown) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  usePreloadOnArrival(preload);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  return { opened, setOpened, mounted: opened || mounted };
}
