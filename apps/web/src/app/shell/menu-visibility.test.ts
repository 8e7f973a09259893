import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import { isFlagOn, visibleMenuItems, type MenuContext } from './menu-visibility';
import { PROFILE_MENU_LINKS } from './profile-links';
import { SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  role: 'STUDENT_ROLE',
  variant: 'RU',
  flags: {},
  ...overrides,
});
const item = (overrides: Partial<SidebarItem>): SidebarItem => ({
  key: 'x',
  label: 'x',
  icon: IconHome,
  roles: ['STUDENT_ROLE'],
  exists: true,
  to: '/x',
  ...overrides,
});
const keys = (items: { key: string }[]) => items.map((entry) => entry.key);

describe('menu visibility (spec 3 §6)', () => {
  it('shows an item only to the roles it lists', () => {
    const items = [item({ key: 'student' }), item({ key: 'tutor', roles: ['TUTOR_ROLE'] })];
    expect(keys(visibleMenuItems(items, context()))).toEqual(['student']);
    expect(keys(visibleMenuItems(items, context({ role: 'TUTOR_ROLE' })))).toEqual(['tutor']);
    expect(visibleMenuItems(items, context({ role: 'GUEST' }))).toEqual([]);
  });

  it('shows a flagged item only while its flag is on', () => {
    const items = [item({ key: 'flagged', flag: 'schedule-slots' })];
    expect(visibleMenuItems(items, context({ flags: {} }))).toEqual([]);
    expect(visibleMenuItems(items, context({ flags: { 'schedule-slots': undefined } }))).toEqual([]);
    expect(visibleMenuItems(items, context({ flags: { 'schedule-slots': 'off' } }))).toEqual([]);
    expect(visibleMenuItems(items, context({ flags: { 'schedule-slots': false } }))).toEqual([]);
    expect(keys(visibleMenuItems(items, context({ flags: { 'schedule-slots': true } })))).toEqual(['flagged']);
    expect(keys(visibleMenuItems(items, context({ flags: { 'schedule-slots': 'enabled' } })))).toEqual(['flagged']);
  });

  it('hides an item whose screen does not exist yet, whatever its role and flag', () => {
    const items = [item({ key: 'later', exists: false, flag: 'f' })];
    expect(visibleMenuItems(items, context({ flags: { f: true } }))).toEqual([]);
  });

  it('applies an extra rule such as the deployment variant', () => {
    const items = [item({ key: 'notAcademy', visible: ({ variant }) => variant !== 'ACADEMY' })];
    expect(keys(visibleMenuItems(items, context()))).toEqual(['notAcademy']);
    expect(visibleMenuItems(items, context({ variant: 'ACADEMY' }))).toEqual([]);
  });

  it('reads flag values the way display slots do (spec 1 §1)', () => {
    for (const on of [true, 1, 'default', '1', 'true', 'enabled', 'on']) expect(isFlagOn(on)).toBe(true);
    for (const off of [undefined, null, false, 0, 'off', 'disabled', 'variant-b', {}])
      expect(isFlagOn(off)).toBe(false);
  });
});

describe('the role menus today', () => {
  const allFlagsOn = { 'schedule-slots': true, 'referral-program': true };
  const sidebarOf = (role: MenuContext['role']) =>
    keys(visibleMenuItems(SIDEBAR_ITEMS, context({ role, flags: allFlagsOn })));

  it('give each role only the screens that exist', () => {
    expect(sidebarOf('STUDENT_ROLE')).toEqual([
      'shop',
      'home',
      'lectures',
      'studentSchedule',
      'homework',
      'curatorChat',
      'rewards',
      'referral',
    ]);
    // Issue 12, spec 3 §6: schedule (behind schedule-slots, on here), my clients, homework base.
    expect(sidebarOf('TUTOR_ROLE')).toEqual(['schedule', 'clients', 'homeworkBase']);
    expect(keys(visibleMenuItems(SIDEBAR_ITEMS, context({ role: 'TUTOR_ROLE', flags: {} })))).toEqual([
      'clients',
      'homeworkBase',
    ]);
    // Issue 15: the managers and support check the apartment lottery's points.
    expect(sidebarOf('MANAGER_CS')).toEqual(['customers', 'lotteryReview']);
    // Issue 16: the console's areas, each for the roles of docs/staff.md "Who does what".
    expect(sidebarOf('MAIN_MANAGER_ROLE')).toEqual([
      'staffDashboard',
      'staffContent',
      'staffCommerce',
      'staffPeople',
      'staffModerators',
      'staffEngagement',
      'staffAudit',
      'staffAccounts',
      'lotteryReview',
    ]);
    // Issue 10: the checkers get the checking queue; issue 11: curators the students' questions,
    // chat moderators and curators the moderation.
    expect(sidebarOf('CURATOR_ROLE')).toEqual(['staffHome', 'checking', 'studentQuestions', 'moderation']);
    expect(sidebarOf('TEACHER_ROLE')).toEqual(['staffDashboard', 'staffContent', 'checking']);
    expect(sidebarOf('HEAD_CURATOR')).toEqual([
      'staffDashboard',
      'staffContent',
      'staffPeople',
      'checking',
      'studentQuestions',
      'moderation',
    ]);
    expect(sidebarOf('CHAT_MODERATOR')).toEqual(['staffHome', 'moderation']);
    expect(sidebarOf('HEAD_MODERATOR')).toEqual(['staffDashboard', 'staffModerators', 'moderation']);
    expect(sidebarOf('SUPPORT_MANAGER')).toEqual(['staffDashboard', 'staffPeople', 'supportChats', 'lotteryReview']);
    expect(sidebarOf('PAY_INSPECTOR')).toEqual(['staffDashboard', 'staffCommerce']);
    expect(sidebarOf('SALE_MANAGER')).toEqual(['staffDashboard', 'staffCommerce']);
    expect(sidebarOf('GUEST')).toEqual([]);
  });

  it('lead a student to the lessons, the schedule (issue 3), the homework (issue 10) and the rewards (issue 9, spec 3 §6)', () => {
    const student = visibleMenuItems(SIDEBAR_ITEMS, context({ flags: allFlagsOn }));
    expect(student.map((entry) => [entry.key, entry.to])).toEqual([
      ['shop', '/catalog'],
      ['home', '/home'],
      ['lectures', '/lessons'],
      ['studentSchedule', '/schedule/month'],
      ['homework', '/homework/list'],
      ['curatorChat', '/chat'],
      ['rewards', '/loyalty'],
      ['referral', '/referral/invite'],
    ]);
  });

  it('hide invite a friend while the referral flag is off', () => {
    const student = visibleMenuItems(SIDEBAR_ITEMS, context({ flags: { 'referral-program': false } }));
    expect(keys(student)).not.toContain('referral');
  });

  it('give the student profile menu profile, goals (issue 13), notifications (issue 14), subscriptions, promo codes, gifts (issue 15) and documents (issue 4)', () => {
    const shown = context({ flags: allFlagsOn });
    const links = visibleMenuItems(PROFILE_MENU_LINKS, shown);
    expect(links.map((entry) => [entry.key, entry.target?.(shown) ?? entry.to])).toEqual([
      ['profile', '/profile'],
      ['goals', '/progress/goal'],
      ['notifications', '/profile/notifications'],
      ['subscriptions', '/subscriptions'],
      ['promoCodes', '/promo-codes'],
      ['gifts', '/gifts'],
      ['documents', '/legal'],
    ]);
    // Spec 1 §6: profile documents are not offered in the KZ variant.
    expect(keys(visibleMenuItems(PROFILE_MENU_LINKS, context({ variant: 'KZ' })))).toEqual([
      'profile',
      'goals',
      'notifications',
      'subscriptions',
      'promoCodes',
      'gifts',
    ]);
  });
});
