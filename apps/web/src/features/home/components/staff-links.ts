import {
  IconAddressBook,
  IconChecklist,
  IconMessageCircleCog,
  IconMessageReport,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { CHAT_MODERATORS, type Role } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { CHECKER_ROLES } from '../../../shared/session/checker-roles';
import { useCheckingWaiting } from '../../../shared/homework-checking/use-checking-waiting';
import { useLiveLessonsCount, useOpenReportsCount } from '../../../shared/chat-moderation/moderation-queries';

export interface StaffLink {
  /** i18n key */
  label: string;
  to: string;
  icon: Icon;
  /** A hook with the number of things waiting there, shown on the card. */
  useWaiting?: () => number | undefined;
  /** i18n key of that number, plural by `count`; 'home.staff.waiting' unless said. */
  waitingLabel?: string;
}

const CHECKING: StaffLink = {
  label: 'routes.checking',
  to: paths.checking,
  icon: IconChecklist,
  useWaiting: useCheckingWaiting,
};

/** Issue 11: the lessons to moderate with how many are on air, and the queue with its open reports. */
const MODERATION: readonly StaffLink[] = [
  {
    label: 'routes.moderation',
    to: paths.moderation,
    icon: IconMessageCircleCog,
    useWaiting: useLiveLessonsCount,
    waitingLabel: 'home.staff.live',
  },
  {
    label: 'routes.moderationReports',
    to: paths.moderationReports,
    icon: IconMessageReport,
    useWaiting: useOpenReportsCount,
    waitingLabel: 'home.staff.openReports',
  },
];

const linksOf = (role: Role): StaffLink[] => [
  ...(CHECKER_ROLES.some((checker) => checker === role) ? [CHECKING] : []),
  ...(CHAT_MODERATORS.some((moderator) => moderator === role) ? MODERATION : []),
];

/** What exists for each staff role; curators both check homework and moderate their subjects' chats. */
export const STAFF_LINKS: Partial<Record<Role, readonly StaffLink[]>> = {
  TUTOR_ROLE: [{ label: 'routes.tutorClients', to: paths.tutorClients, icon: IconUsers }],
  MANAGER_CS: [{ label: 'routes.managerCustomers', to: paths.managerCustomers, icon: IconAddressBook }],
  ...Object.fromEntries([...CHECKER_ROLES, ...CHAT_MODERATORS].map((role) => [role, linksOf(role)])),
};
