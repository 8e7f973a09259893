import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/config/paths';
import { PROFILE_MENU_LINKS } from './profile-links';
import { visibleMenuItems } from './menu-visibility';

describe('student profile menu links', () => {
  it('"Промокоды" leads to the promo codes page, not to an empty cart (issue 8)', () => {
    expect(PROFILE_MENU_LINKS.find((link) => link.key === 'promoCodes')?.to).toBe(paths.promoCodes);
    expect(paths.promoCodes).toBe('/promo-codes');
  });
});

describe('Profile and Goals (issue 9)', () => {
  const context = (variant: 'RU' | 'ACADEMY') => ({ role: 'STUDENT_ROLE' as const, variant, flags: {} });

  it('lead to the profile and to the goals (spec 3 §2: onboarding with new-student-goals)', () => {
    expect(PROFILE_MENU_LINKS.find((link) => link.key === 'profile')?.to).toBe(paths.profile);
    const goals = PROFILE_MENU_LINKS.find((link) => link.key === 'goals')!;
    const withFlag = (value: unknown) => ({ ...context('RU'), flags: { 'new-student-goals': value } });
    expect(goals.target?.(withFlag(false))).toBe(paths.goals);
    expect(goals.search?.(withFlag(false))).toEqual({ skipProgramChoice: true });
    expect(goals.target?.(withFlag(undefined))).toBe(paths.goals);
    expect(goals.target?.(withFlag(true))).toBe(paths.onboarding);
    expect(goals.search?.(withFlag('on'))).toEqual({});
  });

  it('hide Goals on ACADEMY (spec 3 §2) and show both to students elsewhere', () => {
    const keys = (variant: 'RU' | 'ACADEMY') =>
      visibleMenuItems(PROFILE_MENU_LINKS, context(variant)).map((link) => link.key);
    expect(keys('RU')).toEqual(expect.arrayContaining(['profile', 'goals']));
    expect(keys('ACADEMY')).toContain('profile');
    expect(keys('ACADEMY')).not.toContain('goals');
    expect(visibleMenuItems(PROFILE_MENU_LINKS, { ...context('RU'), role: 'TUTOR_ROLE' })).toEqual([]);
  });
});
