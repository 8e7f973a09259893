/** The browser's notification permission, or 'unsupported' where there is no web push at all (old iOS Safari). */
export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined')
    return 'unsupported';
  return Notification.permission;
}
