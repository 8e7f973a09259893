/** Roles of spec 1 §6. GUEST is the role of a caller without a user. */
export const ROLES = [
  'GUEST',
  'STUDENT_ROLE',
  'CURATOR_ROLE',
  'CHAT_MODERATOR',
  'TEACHER_ROLE',
  'TUTOR_ROLE',
  'MANAGER_CS',
  'HEAD_CURATOR',
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'SUPPORT_MANAGER',
  'MAIN_MANAGER_ROLE',
  'PAY_INSPECTOR',
  'SALE_MANAGER',
  'HEAD_MODERATOR',
] as const;

export type Role = (typeof ROLES)[number];

/** Every signed-in role: endpoints that need a user but no particular role. */
export const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'GUEST');

/**
 * Who moderates a lesson chat (spec 3 §1, §6): chat moderators, and curators of the subject. Here,
 * not in the chat contract, so the web app's menu and routes read it without loading the schemas.
 */
export const CHAT_MODERATORS = [
  'CHAT_MODERATOR',
  'HEAD_MODERATOR',
  'CURATOR_ROLE',
  'HEAD_CURATOR',
] as const satisfies readonly Role[];

/**
 * Who confirms the exam points students enter for the apartment lottery (docs/level-tests-and-lottery.md);
 * here for the same reason as CHAT_MODERATORS.
 */
export const LOTTERY_STAFF = [
  'MANAGER_CS',
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
  'SUPPORT_MANAGER',
] as const satisfies readonly Role[];
