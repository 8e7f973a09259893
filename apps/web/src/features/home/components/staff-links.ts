import { IconAddressBook, IconUsers, type Icon } from '@tabler/icons-react';
import type { Role } from '@school/contract';
import { paths } from '../../../shared/config/paths';

export interface StaffLink {
  /** i18n key */
  label: string;
  to: string;
  icon: Icon;
}

/** What exists for each staff role; curators and moderators get their screens in later issues. */
export const STAFF_LINKS: Partial<Record<Role, readonly StaffLink[]>> = {
  TUTOR_ROLE: [{ label: 'routes.tutorClients', to: paths.tutorClients, icon: IconUsers }],
  MANAGER_CS: [{ label: 'routes.managerCustomers', to: paths.managerCustomers, icon: IconAddressBook }],
};
