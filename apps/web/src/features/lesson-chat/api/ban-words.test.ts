import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfanityWord } from '@school/contract';
import { BanWordsStore, LEGACY_BAN_WORDS_KEY } from './ban-words-store';
import { syncBanWords, type BanWordsPage } from './sync-ban-words';

const word = (id: number, value: string, updatedAt: string, patch: Partial<ProfanityWord> = {}): ProfanityWord => ({
  id,
  value,
  type: 'BLACK',
  updatedAt,
  isDeleted: false,
  ...patch,
});

/** A server holding `words` that answers pages like GET /messages/ban-words/. */
function server(words: ProfanityWord[]) {
  const fetchPage = vi.fn<BanWordsPage>(async ({ limit, offset, updatedAt }) => {
    const changed = words
      .filter((item) => !updatedAt || Date.parse(item.updatedAt) > Date.parse(updatedAt))
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
    return { results: changed.slice(offset, offset + limit) };
  });
  return fetchPage;
}

const values = (words: ProfanityWord[]) => words.map((item) => item.value).sort();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

describe('syncBanWords', () => {
  it('pages by offset in 100s until a short page', async () => {
    const words = Array.from({ length: 230 }, (_, index) =>
      word(index + 1, `w${index}`, new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString()),
    );
    const fetchPage = server(words);
    const stored = await syncBanWords(new BanWordsStore(), fetchPage);
    expect(stored).toHaveLength(230);
    expect(fetchPage.mock.calls.map(([query]) => [query.offset, query.limit])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
  });

  it('stops after a full page followed by an empty one', async () => {
    const words = Array.from({ length: 100 }, (_, index) => word(index + 1, `w${index}`, '2026-01-01T00:00:00.000Z'));
    const fetchPage = server(words);
    await syncBanWords(new BanWordsStore(), fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('asks only for changes since the newest word kept, and removes deleted words', async () => {
    const words = [word(1, 'дурак', '2026-01-01T10:00:00.000Z'), word(2, 'тупой', '2026-01-02T10:00:00.000Z')];
    const store = new BanWordsStore();
    await syncBanWords(store, server(words));
    words[0] = word(1, 'дурак', '2026-01-03T10:00:00.000Z', { isDeleted: true });
    words.push(word(3, 'идиот', '2026-01-04T10:00:00.000Z'));
    const fetchPage = server(words);
    const stored = await syncBanWords(store, fetchPage);
    expect(fetchPage.mock.calls[0]![0].updatedAt).toBe('2026-01-02T10:00:00.000Z');
    expect(values(stored)).toEqual(['идиот', 'тупой']);
  });

  it('keeps the list across store instances (IndexedDB), keyed by id', async () => {
    await syncBanWords(new BanWordsStore(), server([word(1, 'дурак', '2026-01-01T10:00:00.000Z')]));
    await syncBanWords(new BanWordsStore(), server([word(1, 'дураки', '2026-01-02T10:00:00.000Z')]));
    expect(values(await new BanWordsStore().all())).toEqual(['дураки']);
  });
});

describe('the old local-storage list', () => {
  it('moves into the database once and its key is removed', async () => {
    localStorage.setItem(
      LEGACY_BAN_WORDS_KEY,
      JSON.stringify([
        word(5, 'козёл', '2026-01-01T10:00:00.000Z'),
        { junk: true },
        word(6, 'кек', '2026-01-01T11:00:00.000Z'),
      ]),
    );
    const store = new BanWordsStore();
    expect(values(await store.all())).toEqual(['кек', 'козёл']);
    expect(localStorage.getItem(LEGACY_BAN_WORDS_KEY)).toBeNull();
    // Synced from the newest migrated change on.
    const fetchPage = server([]);
    await syncBanWords(store, fetchPage);
    expect(fetchPage.mock.calls[0]![0].updatedAt).toBe('2026-01-01T11:00:00.000Z');
  });

  it('an unreadable old value is dropped without words', async () => {
    localStorage.setItem(LEGACY_BAN_WORDS_KEY, '{not json');
    expect(await new BanWordsStore().all()).toEqual([]);
    expect(localStorage.getItem(LEGACY_BAN_WORDS_KEY)).toBeNull();
  });
});
