import { CHAT_LIMITS, type ProfanityWord } from '@school/contract';
import type { BanWordsStore } from './ban-words-store';

export type BanWordsPage = (query: { limit: number; offset: number; updatedAt?: string }) => Promise<{
  results: ProfanityWord[];
}>;

/**
 * Spec 3 §4, §9: the list is brought up to date page by page (100, by offset, until a short page),
 * asking only for the words changed since the newest one the device has.
 */
export async function syncBanWords(store: BanWordsStore, fetchPage: BanWordsPage): Promise<ProfanityWord[]> {
  const updatedAt = (await store.newestUpdatedAt()) ?? undefined;
  const limit = CHAT_LIMITS.banWordsPage;
  for (let offset = 0; ; offset += limit) {
    const page = await fetchPage({ limit, offset, updatedAt });
    await store.apply(page.results);
    if (page.results.length < limit) break;
  }
  return store.all();
}
