import { CONSOLE_STAFF, type Role } from '@school/contract';
import { paths } from '../config/paths';
import { currentRole } from './session-store';

/** Spec 1 §2 root redirect by role: guest to login, student home, tutor clients, manager customers, support chats,
 * console staff the dashboard (issue 16), else home. */
export function homeOf(role: Role = currentRole()): string {
  if (role === 'GUEST') return paths.login;
  if (role === 'STUDENT_ROLE') return paths.home;
  if (role === 'TUTOR_ROLE') return paths.tutorClients;
  if (role === 'MANAGER_CS') return paths.managerCustomers;
  if (role === 'SUPPORT_MANAGER') return paths.support;
  // Issue 16: the rest of the school's staff start on the console's dashboard.
  if ((CONSOLE_STAFF as readonly Role[]).includes(role)) return paths.staff;
  return paths.home;
}
