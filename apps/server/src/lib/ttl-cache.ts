/**
 * A value loaded from a database and kept for a while per database object: reference data and
 * site settings change with a release or an admin's edit, not per request. A transaction is
 * another object, so it loads afresh (and sees its own writes).
 */
export function cachedPerDb<D extends object, T>(ttlMs: number, load: (db: D) => Promise<T>): (db: D) => Promise<T> {
  const cache = new WeakMap<D, { at: number; value: Promise<T> }>();
  return (db) => {
    const hit = cache.get(db);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = load(db);
    cache.set(db, { at: Date.now(), value });
    // A failed load is not remembered.
    value.catch(() => cache.delete(db));
    return value;
  };
}
