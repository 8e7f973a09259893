/** A bank task that matches the training's filters. */
export interface Candidate {
  id: number;
  examTaskNumber: number | null;
}

/** Fisher–Yates with an injectable random source (tests pass a fixed one). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Which tasks a training gets (docs/training.md "Picking"): up to `count` of the candidates, tasks
 * the student has not yet solved right first (so practice moves through the bank), at random within
 * each group, then shown in exam order (by exam task number, tasks without one last) like a variant.
 */
export function pickTasks<C extends Candidate>(
  candidates: readonly C[],
  solved: ReadonlySet<number>,
  count: number,
  random: () => number = Math.random,
): C[] {
  const fresh = shuffle(
    candidates.filter((c) => !solved.has(c.id)),
    random,
  );
  const again = shuffle(
    candidates.filter((c) => solved.has(c.id)),
    random,
  );
  const chosen = [...fresh, ...again].slice(0, Math.max(0, count));
  const order = (c: C) => c.examTaskNumber ?? Number.MAX_SAFE_INTEGER;
  return chosen
    .map((c, index) => ({ c, index }))
    .sort((a, b) => order(a.c) - order(b.c) || a.index - b.index)
    .map(({ c }) => c);
}
