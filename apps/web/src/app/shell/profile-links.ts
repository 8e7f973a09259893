import { IconFileText, IconReceipt, IconTarget, IconTicket, IconUserCircle, type Icon } from '@tabler/icons-react';
import { paths } from '../../shared/config/paths';
import { hasVariantFeature } from '../../shared/config/variant-features';
import type { MenuRule } from './menu-visibility';

export interface ProfileMenuLink extends MenuRule {
  key: string;
  /** i18n key */
  label: string;
  icon: Icon;
  to?: string;
  /** An element of the page to scroll to (the router scrolls to the hash). */
  hash?: string;
}

/**
 * The student profile menu's links (spec 3 §2). A link shows once its screen exists: the issue
 * that builds a screen sets `to` and `exists`. Goals will go to the onboarding route when
 * new-student-goals is on, else to the goals route with skipProgramChoice=true; those screens
 * belong to a later issue, so until then both open the profile's class-type choice (issue 9).
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
    to: paths.profile,
    hash: 'class-types',
    visible: ({ variant }) => hasVariantFeature(variant, 'goalsInProfileMenu'),
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
    key: 'documents',
    label: 'shell.profile.documents',
    icon: IconFileText,
    roles: ['STUDENT_ROLE'],
    exists: true,
    to: paths.legal,
    visible: ({ variant }) => hasVariantFeature(variant, 'profileDocuments'),
  },
];
