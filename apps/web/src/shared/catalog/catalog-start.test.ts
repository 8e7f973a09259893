import { describe, expect, it } from 'vitest';
import { shouldStartCatalog } from './catalog-start';

describe('catalog start (docs/products-access.md)', () => {
  const base = { isStudent: true, plainCatalog: true, seen: false, subjects: [] as unknown[] };

  it('sends a student who owns nothing from the plain catalog to the start page', () => {
    expect(shouldStartCatalog(base)).toBe(true);
  });

  it('leaves the catalog alone once seen, with subjects owned, with filters, for curators, or before the answer', () => {
    expect(shouldStartCatalog({ ...base, seen: true })).toBe(false);
    expect(shouldStartCatalog({ ...base, subjects: [{ id: 1 }] })).toBe(false);
    expect(shouldStartCatalog({ ...base, plainCatalog: false })).toBe(false);
    expect(shouldStartCatalog({ ...base, isStudent: false })).toBe(false);
    expect(shouldStartCatalog({ ...base, subjects: undefined })).toBe(false);
  });
});
