import { describe, expect, it } from 'vitest';
import type { StaffTask } from '@school/contract';
import { bodyOf, emptyForm, formOf } from './task-form';

const base: StaffTask = {
  id: 7,
  classType: { id: 1, title: 'Математика', color: '#000' },
  type: 'MATCH',
  statementHtml: '<p>Сопоставьте</p>',
  options: [
    { id: 'a', html: '2x' },
    { id: 'b', html: '3x²' },
  ],
  matchItems: [
    { id: '1', html: 'x²' },
    { id: '2', html: 'x³' },
  ],
  correct: { type: 'MATCH', pairs: { '1': 'a', '2': 'b' } },
  correctHtml: null,
  explanationHtml: null,
  taskNumberId: null,
  examTaskNumber: null,
  topicId: null,
  topic: null,
  maxPoints: 2,
  isStar: false,
  hint: null,
  theoryUrl: null,
  criteria: [],
  homeworkCount: 0,
  isFrozen: false,
};

describe('the task editor’s form', () => {
  it('round-trips a matching task through the form', () => {
    const body = bodyOf(formOf(base));
    expect(body).toMatchObject({
      classType: 1,
      type: 'MATCH',
      options: base.options,
      matchItems: base.matchItems,
      correct: base.correct,
      maxPoints: 2,
    });
  });

  it('keys choices by the filled options only, and sums criteria for an extended task', () => {
    const form = emptyForm(3);
    form.type = 'MULTIPLE';
    form.options = [
      { html: 'один', correct: true },
      { html: ' ', correct: true },
      { html: 'три', correct: true },
    ];
    expect(bodyOf(form)).toMatchObject({
      options: [
        { id: 'a', html: 'один' },
        { id: 'b', html: 'три' },
      ],
      correct: { type: 'MULTIPLE', choices: ['a', 'b'] },
    });
    form.type = 'EXTENDED';
    form.criteria = [
      { title: 'Идея', maxPoints: 2 },
      { title: '', maxPoints: 5 },
      { title: 'Ответ', maxPoints: 1 },
    ];
    expect(bodyOf(form)).toMatchObject({
      criteria: [{ title: 'Идея' }, { title: 'Ответ' }],
      maxPoints: 3,
      correct: null,
    });
  });

  it('reads an order task back in its right order and a short one as lines', () => {
    const order = formOf({
      ...base,
      type: 'ORDER',
      matchItems: [],
      correct: { type: 'ORDER', order: ['b', 'a'] },
    });
    expect(order.options.map((o) => o.html)).toEqual(['3x²', '2x']);
    const short = formOf({
      ...base,
      type: 'SHORT',
      options: [],
      matchItems: [],
      correct: { type: 'SHORT', accepted: ['4', 'четыре'] },
    });
    expect(short.accepted).toBe('4\nчетыре');
    expect(bodyOf(short).correct).toEqual({ type: 'SHORT', accepted: ['4', 'четыре'] });
  });
});
