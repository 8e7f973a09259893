import type { Tx } from '../../db/client.js';
import { cachedClassTypes } from '../core/core.service.js';

export interface ClassTypeRef {
  id: number;
  title: string;
  color: string;
}

/** Subjects by id as homework shows them (reference data, cached by the core module). */
export async function classTypeRefs(db: Tx): Promise<(id: number) => ClassTypeRef> {
  const byId = new Map((await cachedClassTypes(db)).map((t) => [t.id, t]));
  return (id) => {
    const type = byId.get(id);
    return { id, title: type?.title ?? '', color: type?.color.base ?? '' };
  };
}
