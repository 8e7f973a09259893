import { describe, expect, it } from 'vitest';
import { moveItem, removeAt, shiftAfterRemove } from './list-edit';

describe("the own-task dialog's list edits", () => {
  it('moves an item by one and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('removes an item and keeps positions on the same items', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect([0, 1, 2, null].map((position) => shiftAfterRemove(position, 1))).toEqual([0, null, 1, null]);
  });
});
