import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../db/client.js';
import { notify } from '../notify.js';

/** The password was changed or reset (spec 1 §3 password changed): each change is an event of its own. */
export async function notifyPasswordChanged(tx: Tx, userId: number) {
  return notify(tx, userId, {
    type: 'password_changed',
    title: 'Пароль изменён',
    text: 'Пароль от твоего аккаунта изменён. Если это был не ты, сразу напиши в поддержку.',
    action: null,
    dedupeKey: `password_changed:${userId}:${randomUUID()}`,
  });
}
