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

/**
 * The staff console's areas (issue 16, docs/staff.md "Who does what"). Here, like the sets above, so
 * the web app's menu and routes read them without loading the schemas. MAIN_MANAGER_ROLE, the
 * administrator, is in every area.
 */
/** Methodists (MANAGER_ROLE), teachers and head curators build subjects, courses, lessons and tasks. */
export const CONTENT_STAFF = [
  'MANAGER_ROLE',
  'TEACHER_ROLE',
  'HEAD_CURATOR',
  'MAIN_MANAGER_ROLE',
] as const satisfies readonly Role[];

/** Sale managers and head managers set products, prices and promo codes. */
export const COMMERCE_STAFF = [
  'SALE_MANAGER',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
] as const satisfies readonly Role[];

/** Who sees orders and payments; PAY_INSPECTOR only reads them. */
export const PAYMENT_READERS = [...COMMERCE_STAFF, 'PAY_INSPECTOR'] as const satisfies readonly Role[];

/** Who gives money back: a refund is the head manager's decision. */
export const REFUND_STAFF = ['HEAD_MANAGER_ROLE', 'MAIN_MANAGER_ROLE'] as const satisfies readonly Role[];

/** Support managers, head curators and head managers find a student and help them. */
export const PEOPLE_STAFF = [
  'SUPPORT_MANAGER',
  'HEAD_CURATOR',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
] as const satisfies readonly Role[];

/** Who blocks and unblocks an account (docs/staff-people.md); head curators help but do not block. */
export const BLOCK_STAFF = [
  'SUPPORT_MANAGER',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
] as const satisfies readonly Role[];

/** Who gives curators and teachers the subjects they check (docs/staff-people.md). */
export const CURATOR_ASSIGNERS = ['HEAD_CURATOR', 'MAIN_MANAGER_ROLE'] as const satisfies readonly Role[];

/** Who oversees the chat moderators and what they do (docs/staff-people.md "Moderators"). */
export const MODERATION_STAFF = ['HEAD_MODERATOR', 'MAIN_MANAGER_ROLE'] as const satisfies readonly Role[];

/** Global modals, corner polls, banners and feature flags. */
export const ENGAGEMENT_STAFF = [
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
] as const satisfies readonly Role[];

/** Everyone with the console (`/staff`): the dashboard and the areas their role opens. */
export const CONSOLE_STAFF = [
  'MANAGER_ROLE',
  'TEACHER_ROLE',
  'HEAD_CURATOR',
  'HEAD_MANAGER_ROLE',
  'SUPPORT_MANAGER',
  'MAIN_MANAGER_ROLE',
  'PAY_INSPECTOR',
  'SALE_MANAGER',
  'HEAD_MODERATOR',
] as const satisfies readonly Role[];

/** Who reads the audit log: the heads of the school. */
export const AUDIT_READERS = ['HEAD_MANAGER_ROLE', 'MAIN_MANAGER_ROLE'] as const satisfies readonly Role[];

/** Who opens staff accounts and sets their roles: the administrator (docs/staff.md "Staff accounts"). */
export const ACCOUNT_ADMINS = ['MAIN_MANAGER_ROLE'] as const satisfies readonly Role[];

/** The roles a staff account may have: every role but a guest's and a student's. */
export const STAFF_ROLES = [
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
] as const satisfies readonly Role[];
