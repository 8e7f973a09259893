import {
  IconAddressBook,
  IconChartBar,
  IconHistory,
  IconReceipt,
  IconShieldCheck,
  IconSpeakerphone,
  IconUserSearch,
  IconUsersGroup,
  IconMessageCircle,
  IconMessageQuestion,
  IconBooks,
  IconChecklist,
  IconCalendarTime,
  IconHome,
  IconHomeCheck,
  IconMessageCircleCog,
  IconNotebook,
  IconShoppingBag,
  IconTrophy,
  IconUserPlus,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  ACCOUNT_ADMINS,
  AUDIT_READERS,
  CHAT_MODERATORS,
  CONSOLE_STAFF,
  CONTENT_STAFF,
  ENGAGEMENT_STAFF,
  LOTTERY_STAFF,
  PAYMENT_READERS,
  PEOPLE_STAFF,
  MODERATION_STAFF,
  SIGNED_IN,
  type Role,
} from '@school/contract';
import { catalogHref, homeworkListHref, paths, scheduleHref } from '../../shared/config/paths';
import { CHECKER_ROLES } from '../../shared/session/checker-roles';
import { RoomsUnreadBadge } from './rooms-unread-badge';
import type { MenuRule } from './menu-visibility';
import { SHELL_FLAGS } from './shell-flags';

export interface SidebarItem extends MenuRule {
  key: string;
  /** i18n key */
  label: string;
  icon: Icon;
  /** Absent while the screen does not exist. */
  to?: string;
  /** Other paths under which the item is the current one (e.g. every range of the schedule). */
  activePrefix?: string;
  /** A count beside the name (unread messages), rendered only while the item shows. */
  badge?: ComponentType;
}

const STUDENT: readonly Role[] = ['STUDENT_ROLE'];
const TUTOR: readonly Role[] = ['TUTOR_ROLE'];
const MANAGER: readonly Role[] = ['MANAGER_CS'];
/** Who answers in the curator rooms (spec 3 §3). */
const CURATORS: readonly Role[] = ['CURATOR_ROLE', 'HEAD_CURATOR'];
/** Curators, chat moderators and other staff: roles without a menu of their own. */
const OTHERS: readonly Role[] = SIGNED_IN.filter((role) => ![...STUDENT, ...TUTOR, ...MANAGER].includes(role));
/** Staff whose home is the console's dashboard (issue 16) rather than the plain home page. */
const OTHERS_WITHOUT_CONSOLE: readonly Role[] = OTHERS.filter(
  (role) => !(CONSOLE_STAFF as readonly Role[]).includes(role),
);

/**
 * Sidebar menus of spec 3 §2 and §6, in display order. A later issue that builds a screen
 * sets its `to` and flips `exists` to true.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  {
    key: 'shop',
    label: 'shell.menu.shop',
    icon: IconShoppingBag,
    roles: STUDENT,
    exists: true,
    to: catalogHref(),
    activePrefix: '/catalog',
  },
  { key: 'home', label: 'shell.menu.home', icon: IconHome, roles: STUDENT, exists: true, to: paths.home },
  {
    key: 'lectures',
    label: 'shell.menu.lectures',
    icon: IconVideo,
    roles: STUDENT,
    exists: true,
    to: paths.myProductTypes,
  },
  // Spec 3 §2's student menu has no schedule entry; spec 2 §2 gives students the schedule route, and
  // a student reaches it from here (and from today's lessons on the home page).
  {
    key: 'studentSchedule',
    label: 'shell.menu.schedule',
    icon: IconCalendarTime,
    roles: STUDENT,
    exists: true,
    to: scheduleHref(),
    activePrefix: '/schedule',
  },
  // Spec 3 §6 "hometasks": every homework screen lives under /homework.
  {
    key: 'homework',
    label: 'shell.menu.homework',
    icon: IconNotebook,
    roles: STUDENT,
    exists: true,
    to: homeworkListHref,
    activePrefix: '/homework',
  },
  {
    key: 'curatorChat',
    label: 'shell.menu.curatorChat',
    icon: IconMessageCircle,
    roles: STUDENT,
    exists: true,
    to: paths.chatRooms,
    badge: RoomsUnreadBadge,
  },
  {
    key: 'rewards',
    label: 'shell.menu.rewards',
    icon: IconTrophy,
    roles: STUDENT,
    exists: true,
    to: paths.loyalty,
    activePrefix: paths.loyalty,
  },
  {
    key: 'referral',
    label: 'shell.menu.referral',
    icon: IconUserPlus,
    roles: STUDENT,
    flag: SHELL_FLAGS.referral,
    exists: true,
    to: paths.referralInvite,
    // The used-bonuses page is reached from the invite page (spec 1 §2 breadcrumbs); accepting is not inviting.
    activePrefix: paths.referralHistory,
  },
  {
    key: 'schedule',
    label: 'shell.menu.schedule',
    icon: IconCalendarTime,
    roles: TUTOR,
    flag: SHELL_FLAGS.scheduleSlots,
    exists: true,
    to: paths.tutorSlots,
  },
  { key: 'clients', label: 'shell.menu.clients', icon: IconUsers, roles: TUTOR, exists: true, to: paths.tutorClients },
  {
    key: 'homeworkBase',
    label: 'shell.menu.homeworkBase',
    icon: IconBooks,
    roles: TUTOR,
    exists: true,
    to: paths.personalWorksBase,
    activePrefix: '/personal-works',
  },
  {
    key: 'customers',
    label: 'shell.menu.customers',
    icon: IconAddressBook,
    roles: MANAGER,
    exists: true,
    to: paths.managerCustomers,
    // A customer's slots and schedules (issue 12) are under the list.
    activePrefix: paths.managerCustomers,
  },
  {
    key: 'staffHome',
    label: 'shell.menu.home',
    icon: IconHome,
    roles: OTHERS_WITHOUT_CONSOLE,
    exists: true,
    to: paths.home,
  },
  // Issue 16: the staff console (docs/staff.md "Who does what"), one item per area a role may open.
  {
    key: 'staffDashboard',
    label: 'shell.menu.staffDashboard',
    icon: IconChartBar,
    roles: CONSOLE_STAFF,
    exists: true,
    to: paths.staff,
  },
  {
    key: 'staffContent',
    label: 'shell.menu.staffContent',
    icon: IconBooks,
    roles: CONTENT_STAFF,
    exists: true,
    to: paths.staffContent,
    activePrefix: paths.staffContent,
  },
  {
    key: 'staffCommerce',
    label: 'shell.menu.staffCommerce',
    icon: IconReceipt,
    roles: PAYMENT_READERS,
    exists: true,
    to: paths.staffCommerce,
    activePrefix: paths.staffCommerce,
  },
  {
    key: 'staffPeople',
    label: 'shell.menu.staffPeople',
    icon: IconUserSearch,
    roles: PEOPLE_STAFF,
    exists: true,
    to: paths.staffPeople,
    activePrefix: paths.staffPeople,
  },
  {
    key: 'staffModerators',
    label: 'shell.menu.staffModerators',
    icon: IconShieldCheck,
    roles: MODERATION_STAFF,
    exists: true,
    to: paths.staffModerators,
    activePrefix: paths.staffModerators,
  },
  {
    key: 'staffEngagement',
    label: 'shell.menu.staffEngagement',
    icon: IconSpeakerphone,
    roles: ENGAGEMENT_STAFF,
    exists: true,
    to: paths.staffEngagement,
    activePrefix: paths.staffEngagement,
  },
  {
    key: 'staffAudit',
    label: 'shell.menu.staffAudit',
    icon: IconHistory,
    roles: AUDIT_READERS,
    exists: true,
    to: paths.staffAudit,
  },
  {
    key: 'staffAccounts',
    label: 'shell.menu.staffAccounts',
    icon: IconUsersGroup,
    roles: ACCOUNT_ADMINS,
    exists: true,
    to: paths.staffAccounts,
  },
  {
    key: 'checking',
    label: 'shell.menu.checking',
    icon: IconChecklist,
    roles: CHECKER_ROLES,
    exists: true,
    to: paths.checking,
  },
  {
    key: 'studentQuestions',
    label: 'shell.menu.studentQuestions',
    icon: IconMessageQuestion,
    roles: CURATORS,
    exists: true,
    to: paths.chatRooms,
    badge: RoomsUnreadBadge,
  },
  // Spec 3 §6: the support manager answers the students' support chat.
  {
    key: 'supportChats',
    label: 'shell.menu.supportChats',
    icon: IconMessageQuestion,
    roles: ['SUPPORT_MANAGER'],
    exists: true,
    to: paths.support,
    badge: RoomsUnreadBadge,
  },
  // Issue 15: staff confirm the exam points students enter for the apartment lottery.
  {
    key: 'lotteryReview',
    label: 'shell.menu.lotteryReview',
    icon: IconHomeCheck,
    roles: LOTTERY_STAFF,
    exists: true,
    to: paths.lotteryReview,
  },
  // Issue 11: the chat moderator's lessons and the queue of reported messages.
  {
    key: 'moderation',
    label: 'shell.menu.moderation',
    icon: IconMessageCircleCog,
    roles: CHAT_MODERATORS,
    exists: true,
    to: paths.moderation,
  },
];
