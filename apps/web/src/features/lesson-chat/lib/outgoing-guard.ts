import { validateChatMessage, type BanWordLists, type ChatValidation, type LastValidMessage } from '@school/contract';

/**
 * Spec 3 §5 before sending: the shared rules with this user's last valid message and the device's
 * banned words; moderators skip them (spec 3 §6).
 */
export class OutgoingGuard {
  private last: LastValidMessage | null = null;
  lists: BanWordLists = { black: [], white: new Set() };

  check(text: string, isModerator: boolean, now: number = Date.now()): ChatValidation {
    const checked = validateChatMessage(text, { last: this.last, now, lists: this.lists, isModerator });
    if (checked.ok) this.last = { text: checked.text, at: now };
    return checked;
  }
}
