import { vi } from 'vitest';
import { PHONE_QUERY } from '../shared/ui/use-phone';

/** Makes `usePhone()` true for the test; the returned spy restores matchMedia. */
export function emulatePhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === PHONE_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
