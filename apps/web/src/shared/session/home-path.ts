import type { Role } from '@school/contract';
import { paths } from '../config/paths';
import { currentRole } from './session-store';

/** Spec 1 §2 root redirect by role: guest to login, student home, tutor clients, manager customers, else home. */
export function homeOf(role: Role = currentRole()): string {
  if (role === 'GUEST') return paths.login;
  if (role === 'STUDENT_ROLE') return paths.home;
  if (role === 'TUTOR_ROLE') return paths.tutorClients;
  if (role === 'MANAGER_CS') return paths.managerCustomers;
  if (role === 'SUPPORT_MANAGER') return paths.support;
  return paths.home;
}
