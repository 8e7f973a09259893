import { describe, expect, it } from 'vitest';
import { pickTasks, shuffle } from './pick-tasks.js';

/** A fixed pseudo-random source, so a pick is the same every run. */
function seeded(seed = 7): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const bank = [
  { id: 1, examTaskNumber: 12 },
  { id: 2, examTaskNumber: 4 },
  { id: 3, examTaskNumber: null },
  { id: 4, examTaskNumber: 4 },
  { id: 5, examTaskNumber: 7 },
  { id: 6, examTaskNumber: 12 },
];

describe('pickTasks', () => {
  it('takes at most the count, never a task twice', () => {
    const picked = pickTasks(bank, new Set(), 4, seeded());
    expect(picked).toHaveLength(4);
    expect(new Set(picked.map((t) => t.id)).size).toBe(4);
    expect(pickTasks(bank, new Set(), 50, seeded())).toHaveLength(bank.length);
    expect(pickTasks(bank, new Set(), 0, seeded())).toEqual([]);
  });

  it('picks tasks not yet solved right first, solved ones only to fill up', () => {
    const solved = new Set([1, 2, 3, 4]);
    const picked = pickTasks(bank, solved, 3, seeded());
    const ids = picked.map((t) => t.id);
    expect(ids).toContain(5);
    expect(ids).toContain(6);
    expect(ids.filter((id) => solved.has(id))).toHaveLength(1);
    expect(
      pickTasks(bank, solved, 2, seeded())
        .map((t) => t.id)
        .sort(),
    ).toEqual([5, 6]);
  });

  it('shows the picked tasks in exam order, tasks without a number last', () => {
    const picked = pickTasks(bank, new Set(), 6, seeded(3));
    const numbers = picked.map((t) => t.examTaskNumber ?? Infinity);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(picked.at(-1)?.id).toBe(3);
  });

  it('varies with the random source (two trainings are not the same)', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, examTaskNumber: 1 }));
    const a = pickTasks(many, new Set(), 5, seeded(1)).map((t) => t.id);
    const b = pickTasks(many, new Set(), 5, seeded(2)).map((t) => t.id);
    expect(a).not.toEqual(b);
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffle(input, seeded());
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
