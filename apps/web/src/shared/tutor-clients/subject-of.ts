import type { ClassType } from '@school/contract';

/** A class type as the subject badge shows it: its title in its base colour. */
export const subjectOf = (classType: ClassType | undefined) =>
  classType && { title: classType.title, color: classType.color.base };
