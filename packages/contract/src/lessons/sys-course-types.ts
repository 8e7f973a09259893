/** Spec 2 §2 course types, in a module without zod: the catalog's URL filters read them on a first visit. */
export const SYS_COURSE_TYPES = [
  'master_group',
  'individual',
  'predbannik',
  'flash',
  'course',
  'ruletka',
  'olimpiada',
  'middle',
] as const;
