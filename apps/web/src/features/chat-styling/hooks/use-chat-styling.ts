import { useQuery } from '@tanstack/react-query';
import { appSettings } from '../../../shared/config/app-settings';
import { hasVariantFeature } from '../../../shared/config/variant-features';
import { chatStylingConfigQuery } from '../api/chat-styling-api';

/**
 * For the chat composer: the student's chat styling now (chosen colour with its dark twin, the
 * sticker packs they may use, the umcoin balance). Off outside RU and KZ (spec 1 §6): no request,
 * `data` stays undefined. `enabled: false` skips it for roles without styling (moderators).
 */
export function useChatStyling({ enabled = true }: { enabled?: boolean } = {}) {
  const available = hasVariantFeature(appSettings().variant, 'chatStyling');
  return useQuery({ ...chatStylingConfigQuery, enabled: enabled && available, staleTime: 60_000 });
}
