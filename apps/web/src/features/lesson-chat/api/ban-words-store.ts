import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ProfanityWord } from '@school/contract';

/** Spec 3 §3: the profanity words live in a browser database named for them, keyed by unique id. */
export const BAN_WORDS_DB = 'profanity-words';
/** Where an older version of the app kept the list (a JSON array of words), migrated once. */
export const LEGACY_BAN_WORDS_KEY = 'profanityWords';

interface BanWordsDb extends DBSchema {
  words: { key: number; value: ProfanityWord };
}

const isWord = (value: unknown): value is ProfanityWord => {
  const word = value as Partial<ProfanityWord> | null;
  return (
    typeof word?.id === 'number' &&
    typeof word.value === 'string' &&
    (word.type === 'BLACK' || word.type === 'WHITE') &&
    typeof word.updatedAt === 'string'
  );
};

function readLegacy(storage: Storage): ProfanityWord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LEGACY_BAN_WORDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isWord) : [];
  } catch {
    return [];
  }
}

/** The device's copy of the banned words list (spec 3 §4 "Banned words list"). */
export class BanWordsStore {
  private readonly db: Promise<IDBPDatabase<BanWordsDb>>;

  constructor(storage: Storage = localStorage) {
    this.db = openDB<BanWordsDb>(BAN_WORDS_DB, 1, {
      upgrade(db) {
        db.createObjectStore('words', { keyPath: 'id' });
      },
    }).then(async (db) => {
      await BanWordsStore.migrate(db, storage);
      return db;
    });
  }

  /** Spec 3 §4: the words of the old local storage move into the database once, then the key goes. */
  private static async migrate(db: IDBPDatabase<BanWordsDb>, storage: Storage): Promise<void> {
    if (storage.getItem(LEGACY_BAN_WORDS_KEY) === null) return;
    const tx = db.transaction('words', 'readwrite');
    for (const word of readLegacy(storage)) if (!word.isDeleted) await tx.store.put({ ...word, isDeleted: false });
    await tx.done;
    storage.removeItem(LEGACY_BAN_WORDS_KEY);
  }

  async all(): Promise<ProfanityWord[]> {
    return (await this.db).getAll('words');
  }

  /** Changed words replace their copies; deleted ones are removed. */
  async apply(words: readonly ProfanityWord[]): Promise<void> {
    const tx = (await this.db).transaction('words', 'readwrite');
    for (const word of words) {
      if (word.isDeleted) await tx.store.delete(word.id);
      else await tx.store.put(word);
    }
    await tx.done;
  }

  /** The newest change the device has: later changes are all it asks for. */
  async newestUpdatedAt(): Promise<string | null> {
    let newest: string | null = null;
    for (const word of await this.all()) {
      if (newest === null || Date.parse(word.updatedAt) > Date.parse(newest)) newest = word.updatedAt;
    }
    return newest;
  }

  async close(): Promise<void> {
    (await this.db).close();
  }
}
