import {
  IconBell,
  IconFileText,
  IconGift,
  IconReceipt,
  IconTarget,
  IconTicket,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../shared/config/paths';
import { hasVariantFeature } from '../../shared/config/variant-features';
import { isFlagOn, type MenuContext, type MenuRule } from './menu-visibility';
import { SHELL_FLAGS } from './shell-flags';

export interface ProfileMenuLink extends MenuRule {
  key: string;
  /** i18n key */
  label: string;
  icon: Icon;
  to?: string;
  /** An element of the page to scroll to (the router scrolls to the hash). */
  hash?: string;
  /** A query for the link, by who is looking (flags). */
  search?: (context: MenuContext) => Record<string, unknown>;
  /** A destination that depends on who is looking, instead of `to`. */
  target?: (context: MenuContext) => string;
}

/**
 * Spec 3 §2: Goals goes to the onboarding route when new-student-goals is on, else to the goals
 * route with skipProgramChoice=true.
 */
export const goalsLinkTarget = (context: MenuContext): string =>
  isFlagOn(context.flags[SHELL_FLAGS.newStudentGoals]) ? paths.onboarding : paths.goals;
const goalsLinkSearch = (context: MenuContext): Record<string, unknown> =>
  goalsLinkTarget(context) === paths.goals ? { skipProgramChoice: true } : {};

/**
 * The student profile menu's links (spec 3 §2). A link shows once its screen exists: the issue
 * that builds a screen sets `to` and `exists`.
 */
export const PROFILE_MENU_LINKS: readonly ProfileMenuLink[] = [
  {
    key: 'profile',
    label: 'shell.profile.profile',
    icon: IconUserCircle,
    roles: ['STUDENT_ROLE'],
    exists: true,
    to: paths.profile,
  },
  {
    key: 'goals',
    label: 'shell.profile.goals',
    icon: IconTarget,
    roles: ['STUDENT_ROLE'],
    exists: true,
    target: goalsLinkTarget,
    search: goalsLinkSearch,
    visible: ({ variant }) => hasVariantFeature(variant, 'goalsInProfileMenu'),
  },
  {
    key: 'notifications',
    label: 'shell.profile.notifications',
    icon: IconBell,
    roles: ['STUDENT_ROLE'],
    exists: true,
    to: paths.profileNotifications,
  },
  {
    key: 'subscriptions',
    label: 'shell.profile.subscriptions',
    icon: IconReceipt,
    roles: ['STUDENT_ROLE'],
    exists: true,
    to: paths.subscriptions,
  },
  {
    key: 'promoCodes',
    label: 'shell.profile.promoCodes',
    icon: IconTicket,
    roles: ['STUDENT_ROLE'],
    // Issue 8: a page of its own, with the field for either kind of code and the activated ones.
    exists: true,
    to: paths.promoCodes,
  },
  {
    key: 'gifts',
    label: 'shell.profile.gifts',
    icon: IconGift,
    roles: ['STUDENT_ROLE'],
    // Issue 15: the gifts received with purchases, opened from here.
    exists: true,
    to: paths.gifts,
  },
  {
    key: 'documents',
    label: 'shell.profile.documents',
    icon: IconFileText,
    roles: ['STUDENT_ROLE'],
    exists: true,
    to: paths.legal,
    visible: ({ variant }) => hasVariantFeature(variant, 'profileDocuments'),
  },
];
