import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { lectureBody, splitLectureErrors } from './lecture-form';

describe('lecture form', () => {
  it('sends a trimmed comment and no deadline as null', () => {
    expect(lectureBody({ subTheoryId: 5, comment: '  Посмотри  ', deadline: '' })).toEqual({
      subTheory: 5,
      comment: 'Посмотри',
      deadline: null,
    });
    expect(lectureBody({ subTheoryId: 5, comment: '', deadline: '2026-12-01' }).deadline).toBe('2026-12-01');
  });

  it('puts field errors under their fields and the rest into the toast', () => {
    const fields = new ApiError(400, [
      { attr: 'sub_theory', detail: 'Эта лекция уже назначена ученику.', code: 'already_assigned' },
      { attr: 'deadline', detail: 'Срок не может быть в прошлом.', code: 'past_deadline' },
    ]);
    expect(splitLectureErrors(fields)).toEqual({
      fields: { subTheory: 'Эта лекция уже назначена ученику.', deadline: 'Срок не может быть в прошлом.' },
      general: false,
    });
    const notFound = new ApiError(404, [{ attr: null, detail: 'Клиент не найден.', code: 'not_found' }]);
    expect(splitLectureErrors(notFound)).toEqual({ fields: {}, general: true });
    expect(splitLectureErrors(new TypeError('network'))).toEqual({ fields: {}, general: true });
  });
});
