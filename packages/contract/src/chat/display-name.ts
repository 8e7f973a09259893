/**
 * Spec 3 §6 display names: a moderator's full name; everybody else's last name cut to its
 * initial when the nickname flag and the sender's profile nickname setting are both on;
 * a custom nickname overrides either.
 */
export function chatDisplayName(
  sender: { first_name: string; last_name: string; is_videochat_moderator: boolean },
  options: { nickname?: string | null; nicknamesEnabled: boolean; hideLastName: boolean },
): string {
  const nickname = options.nickname?.trim();
  if (nickname) return nickname;
  if (sender.is_videochat_moderator) return `${sender.first_name} ${sender.last_name}`.trim();
  if (options.nicknamesEnabled && options.hideLastName) {
    const initial = sender.last_name.trim().charAt(0);
    return initial ? `${sender.first_name} ${initial}.` : sender.first_name;
  }
  return `${sender.first_name} ${sender.last_name}`.trim();
}
