import { toCamelKey } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';

export interface LectureFormValues {
  subTheoryId: number | null;
  comment: string;
  /** "YYYY-MM-DD" or empty. */
  deadline: string;
}

export type LectureFormErrors = Partial<Record<'subTheory' | 'comment' | 'deadline', string>>;

/** The body of POST/PATCH /tutor/lectures/ from the form (the sub-theory is checked before). */
export const lectureBody = (values: LectureFormValues & { subTheoryId: number }) => ({
  subTheory: values.subTheoryId,
  comment: values.comment.trim(),
  deadline: values.deadline || null,
});

/**
 * Spec 1 §8 on the lecture form: field errors go under their fields; anything else (a general
 * error, another tutor's client, the network) is the page's toast (spec 3 §8 'Не удалось …').
 */
export function splitLectureErrors(error: unknown): { fields: LectureFormErrors; general: boolean } {
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: {}, general: true };
  const fields: LectureFormErrors = {};
  for (const [attr, detail] of Object.entries(error.fields)) {
    const key = toCamelKey(attr);
    if (key === 'subTheory' || key === 'comment' || key === 'deadline') fields[key] = detail;
  }
  return { fields, general: Object.keys(fields).length === 0 };
}
