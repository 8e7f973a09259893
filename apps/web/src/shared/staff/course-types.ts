import type { TFunction } from 'i18next';
import { SYS_COURSE_TYPES } from '@school/contract';
import './i18n';

/** A system course type by its name (spec 2: "System course types"), not its code. */
export const courseTypeTitle = (t: TFunction, code: string): string =>
  t(`staff.courseTypes.${code}`, { defaultValue: code });

/** The system course types as a select's choices. */
export const courseTypeOptions = (t: TFunction) =>
  SYS_COURSE_TYPES.map((code) => ({ value: code, label: courseTypeTitle(t, code) }));
