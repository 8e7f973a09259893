import type { Role } from '@school/contract';

/** Who checks homework by hand (spec 1 §6, issue 10): the routes, the menu item and the home card agree. */
export const CHECKER_ROLES = ['CURATOR_ROLE', 'TEACHER_ROLE', 'HEAD_CURATOR'] as const satisfies readonly Role[];
