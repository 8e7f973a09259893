/**
 * A message for the sign-in page, kept across the page loads between a session's end and the
 * identity login (spec 1 §8 'Authorization session are expired.': a toast would be lost on the way).
 */
const KEY = 'sign-in-notice';

export const signInNotice = {
  remember: (message: string): void => sessionStorage.setItem(KEY, message),
  read: (): string | null => sessionStorage.getItem(KEY),
  clear: (): void => sessionStorage.removeItem(KEY),
};
