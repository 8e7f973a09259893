import { IconAddressBook, IconChecklist, IconUsers, type Icon } from '@tabler/icons-react';
import type { Role } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { CHECKER_ROLES } from '../../../shared/session/checker-roles';
import { useCheckingWaiting } from '../../../shared/homework-checking/use-checking-waiting';

export interface StaffLink {
  /** i18n key */
  label: string;
  to: string;
  icon: Icon;
  /** A hook with the number of things waiting there, shown on the card. */
  useWaiting?: () => number | undefined;
}

const CHECKING: StaffLink = {
  label: 'routes.checking',
  to: paths.checking,
  icon: IconChecklist,
  useWaiting: useCheckingWaiting,
};

/** What exists for each staff role; moderators get their screens in later issues. */
export const STAFF_LINKS: Partial<Record<Role, readonly StaffLink[]>> = {
  TUTOR_ROLE: [{ label: 'routes.tutorClients', to: paths.tutorClients, icon: IconUsers }],
  MANAGER_CS: [{ label: 'routes.managerCustomers', to: paths.managerCustomers, icon: IconAddressBook }],
  ...Object.fromEntries(CHECKER_ROLES.map((role) => [role, [CHECKING]])),
};
