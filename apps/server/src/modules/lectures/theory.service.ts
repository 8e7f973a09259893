import type { SubTheory, TheoryQuery, TheoryTopic, TheoryTopicDetail } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import * as repo from './theory.repo.js';

export type { SubTheoryWithTopic } from './theory.repo.js';

export const subTheoryNotFound = () => notFound('Лекция не найдена.');

/** Spec 3 §7 GET /tutor/theory/: topics by subject, then their order. */
export async function listTheory(db: Tx, query: TheoryQuery): Promise<{ count: number; results: TheoryTopic[] }> {
  const { count, rows } = await repo.listTopics(db, query);
  return { count, results: rows };
}

export async function getTopic(db: Tx, id: number): Promise<TheoryTopicDetail> {
  const topic = await repo.findTopic(db, id);
  if (!topic) throw notFound('Тема не найдена.');
  const subTheories = await repo.listSubTheoriesOf(db, id);
  return {
    id: topic.id,
    classTypeId: topic.classTypeId,
    title: topic.title,
    description: topic.description,
    subTheoriesCount: subTheories.length,
    subTheories: subTheories.map(({ id, title, videoLength }) => ({ id, title, videoLength })),
  };
}

export async function getSubTheory(db: Tx, id: number): Promise<SubTheory> {
  const row = await repo.findSubTheory(db, id);
  if (!row) throw subTheoryNotFound();
  const { videoUrl, ...rest } = row;
  return { ...rest, video: videoUrl };
}

// For the lectures and the demo data.
export const findSubTheory = repo.findSubTheory;
export const findSubTheories = repo.findSubTheories;
export const upsertTopic = repo.upsertTopic;
export const insertSubTheory = repo.insertSubTheory;
export const listSubTheoriesOf = repo.listSubTheoriesOf;
