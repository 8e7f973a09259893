import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/config/paths';
import { PROFILE_MENU_LINKS } from './profile-links';

describe('student profile menu links', () => {
  it('"Промокоды" leads to the promo codes page, not to an empty cart (issue 8)', () => {
    expect(PROFILE_MENU_LINKS.find((link) => link.key === 'promoCodes')?.to).toBe(paths.promoCodes);
    expect(paths.promoCodes).toBe('/promo-codes');
  });
});
