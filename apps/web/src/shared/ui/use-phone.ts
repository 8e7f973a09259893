import { useMediaMatch } from './use-media-match';

/** Below Mantine's `sm` breakpoint (48em): a phone, where tables give way to cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Known at the first render, so a phone never draws the desktop layout first. */
export const usePhone = (): boolean => useMediaMatch(PHONE_QUERY);
