import * as editing from './theory-editing.repo.js';
import * as repo from './theory.repo.js';

/** What the staff console's content area writes and reads of theory (staff-content/staff-theory.service.ts). */
export const theoryEditing = {
  listTopics: repo.listTopics,
  findTopic: repo.findTopic,
  subTheoriesOf: repo.listSubTheoriesOf,
  insertSubTheory: repo.insertSubTheory,
  ...editing,
};
