import type { NotificationType } from '@school/contract';

export const NOTIFICATION_GROUPS = ['lessons', 'homework', 'progress', 'subscriptions', 'account'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** The settings page's groups (issue 14); a type added to the contract fails the build until it has one. */
const GROUP_OF: Record<NotificationType, NotificationGroup> = {
  lesson_moved: 'lessons',
  lesson_created: 'lessons',
  lesson_start: 'lessons',
  lesson_not_started: 'lessons',
  lesson_experience: 'lessons',
  homework_created: 'homework',
  homework_assigned: 'homework',
  homework_checked: 'homework',
  homework_rechecked: 'homework',
  homework_reviewed: 'homework',
  homework_undone: 'homework',
  homework_task_fixed: 'homework',
  lives_charge: 'progress',
  lives_lost: 'progress',
  lives_recovered: 'progress',
  lives_curator_added: 'progress',
  level_up: 'progress',
  coins: 'progress',
  loyalty_reminder: 'progress',
  progress_reminder: 'progress',
  product_group_renew: 'subscriptions',
  product_group_kicked: 'subscriptions',
  product_group_ending: 'subscriptions',
  product_group_prolong: 'subscriptions',
  refund_reject: 'subscriptions',
  password_changed: 'account',
  telegram_invite: 'account',
  manager_changed: 'account',
};

/** The items of each group in their own order, groups in the page's order; a group with none is left out. */
export function byGroup<T extends { type: NotificationType }>(
  items: readonly T[],
): { group: NotificationGroup; items: T[] }[] {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => GROUP_OF[item.type] === group),
  })).filter(({ items: inGroup }) => inGroup.length > 0);
}
