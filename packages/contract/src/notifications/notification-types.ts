// No zod here: the web app's bell and service worker take these without the schemas.
/** Spec 1 §3 notification types (snake_case codes). */
export const NOTIFICATION_TYPES = [
  'lesson_moved',
  'lesson_created',
  'lesson_start',
  'lesson_not_started',
  'lesson_experience',
  'homework_created',
  'homework_assigned',
  'homework_checked',
  'homework_rechecked',
  'homework_reviewed',
  'homework_undone',
  'homework_task_fixed',
  'lives_charge',
  'lives_lost',
  'lives_recovered',
  'lives_curator_added',
  'product_group_renew',
  'product_group_kicked',
  'product_group_ending',
  'product_group_prolong',
  'password_changed',
  'level_up',
  'coins',
  'refund_reject',
  'telegram_invite',
  'loyalty_reminder',
  'progress_reminder',
  'manager_changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec 1 §3 notification actions: where a notification leads. */
export type NotificationAction =
  | { type: 'lesson'; lessonId: number }
  /** A product of the student; its lessons page is per product type, so both ids travel. */
  | { type: 'my_product'; productId: number; productTypeId: number }
  /** The catalogue with the 'prolong' button for a product type. */
  | { type: 'catalog_prolong'; productTypeId: number }
  | { type: 'homework'; homeworkId: number }
  | { type: 'homework_list' }
  | { type: 'completed_homework'; homeworkId: number };

/** The web app path an action leads to (apps/web/src/shared/config/paths.ts). */
export function notificationActionPath(action: NotificationAction): string {
  switch (action.type) {
    case 'lesson':
      return `/lesson/${action.lessonId}`;
    case 'my_product':
      return `/lessons/${action.productTypeId}`;
    case 'catalog_prolong':
      return `/catalog/${action.productTypeId}?prolong=1`;
    case 'homework':
      return `/homework/${action.homeworkId}`;
    case 'homework_list':
      return '/homework/list';
    case 'completed_homework':
      return `/homework/${action.homeworkId}/completed`;
  }
}

/** Socket.IO events on the `/chat` namespace (the user's own room). */
export const NOTIFICATION_EVENTS = {
  /** server → client: a notification was created for the user; payload: the notification (snake_case) */
  new: 'notification:new',
} as const;

/** Items per page of the notification list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
