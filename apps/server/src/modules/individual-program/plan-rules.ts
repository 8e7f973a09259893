import type { PlanItem, PlanItemKind } from '@school/contract';

/** A topic at or above this mastery is known-strong: unknown topics rank before it (docs/individual-program.md). */
export const STRONG_MASTERY = 70;

export interface Topic {
  id: number;
  title: string;
}

/** A lesson or homework that may go into the plan, with the topics of its tasks. */
export interface PlanCandidate {
  kind: PlanItemKind;
  id: number;
  title: string;
  startsAt: Date;
  topics: Topic[];
}

/** Points earned / points possible as a whole percent; null when nothing was checked (unknown). */
export function masteryPercent(earned: number, possible: number): number | null {
  if (possible <= 0) return null;
  return Math.max(0, Math.min(100, Math.round((earned / possible) * 100)));
}

/** Sort key of a mastery: weak topics first, unknown just before the known-strong ones. */
export function masteryRank(mastery: number | null): number {
  return mastery ?? STRONG_MASTERY - 0.5;
}

/**
 * An item without topics (a lesson without homework tasks) says nothing about a gap: after the
 * topics never practised, still before the known-strong ones.
 */
const NO_TOPIC_RANK = STRONG_MASTERY - 0.25;
const rankOf = (weakest: { mastery: number | null } | null) => (weakest ? masteryRank(weakest.mastery) : NO_TOPIC_RANK);

/** The topic of a candidate that needs the most work, with its mastery; null without topics. */
export function weakestTopic(
  topics: Topic[],
  mastery: ReadonlyMap<number, number>,
): { topic: Topic; mastery: number | null } | null {
  let best: { topic: Topic; mastery: number | null } | null = null;
  for (const topic of topics) {
    const value = mastery.get(topic.id) ?? null;
    if (!best || masteryRank(value) < masteryRank(best.mastery)) best = { topic, mastery: value };
  }
  return best;
}

export function planReason(topic: Topic | null, mastery: number | null): string {
  if (!topic) return 'Тема не указана: по расписанию';
  if (mastery === null) return `Тема «${topic.title}»: ещё нет проверенных задач`;
  return `Тема «${topic.title}»: освоено ${mastery}%`;
}

/**
 * The plan of one product type: lowest mastery of the candidate's weakest topic first (unknown,
 * then no topic, before known-strong), then the timetable, lessons before their homework; at most
 * `limit` items.
 */
export function orderPlan(
  candidates: PlanCandidate[],
  mastery: ReadonlyMap<number, number>,
  limit: number,
): PlanItem[] {
  return candidates
    .map((candidate) => ({ candidate, weakest: weakestTopic(candidate.topics, mastery) }))
    .sort(
      (a, b) =>
        rankOf(a.weakest) - rankOf(b.weakest) ||
        a.candidate.startsAt.getTime() - b.candidate.startsAt.getTime() ||
        (a.candidate.kind === b.candidate.kind ? 0 : a.candidate.kind === 'lesson' ? -1 : 1) ||
        a.candidate.id - b.candidate.id,
    )
    .slice(0, limit)
    .map(({ candidate, weakest }) => ({
      kind: candidate.kind,
      id: candidate.id,
      title: candidate.title,
      startsAt: candidate.startsAt.toISOString(),
      topic: weakest?.topic ?? null,
      mastery: weakest?.mastery ?? null,
      reason: planReason(weakest?.topic ?? null, weakest?.mastery ?? null),
    }));
}

/** Sections of the plan: the priority subject's first, then by title. */
export function orderSections<T extends { isPriority: boolean; productType: { title: string } }>(sections: T[]): T[] {
  return [...sections].sort(
    (a, b) =>
      Number(b.isPriority) - Number(a.isPriority) || a.productType.title.localeCompare(b.productType.title, 'ru'),
  );
}
