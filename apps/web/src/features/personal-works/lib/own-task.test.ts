import { describe, expect, it } from 'vitest';
import { emptyOwnTask, ownTaskErrors, textToHtml, toOwnTaskInput } from './own-task';

describe("a tutor's own task", () => {
  it('turns plain text into escaped paragraphs: nothing typed runs as markup', () => {
    expect(textToHtml('  Найдите $x$, если\nx < 3 & "y"\n\n<script>alert(1)</script>  ')).toBe(
      '<p>Найдите $x$, если<br>x &lt; 3 &amp; &quot;y&quot;</p><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('needs a statement and, by type, answers, two options with the right one, or a criterion', () => {
    expect(ownTaskErrors(emptyOwnTask())).toEqual({
      statement: 'personalWorks.ownTask.statementRequired',
      accepted: 'personalWorks.ownTask.acceptedRequired',
    });
    const single = { ...emptyOwnTask(), type: 'SINGLE' as const, statement: 'Выберите', options: ['1', '', '3'] };
    expect(ownTaskErrors(single)).toEqual({ correct: 'personalWorks.ownTask.correctRequired' });
    expect(ownTaskErrors({ ...single, correct: [1] })).toEqual({ correct: 'personalWorks.ownTask.correctRequired' });
    expect(ownTaskErrors({ ...single, options: ['1', ''], correct: [0] })).toEqual({
      options: 'personalWorks.ownTask.optionsRequired',
    });
    expect(
      ownTaskErrors({
        ...emptyOwnTask(),
        type: 'EXTENDED',
        statement: 'Докажите',
        criteria: [{ title: ' ', maxPoints: 2 }],
      }),
    ).toEqual({ criteria: 'personalWorks.ownTask.criteriaRequired' });
  });

  it('sends the key by the ids of the options kept, and an extended task worth its criteria', () => {
    const multiple = toOwnTaskInput(
      { ...emptyOwnTask(), type: 'MULTIPLE', statement: 'Чётные', options: ['2', '', '3', '4'], correct: [0, 3, 1] },
      2,
    );
    expect(multiple.options).toEqual([
      { id: 'a', html: '2' },
      { id: 'b', html: '3' },
      { id: 'c', html: '4' },
    ]);
    expect(multiple.correct).toEqual({ type: 'MULTIPLE', choices: ['a', 'c'] });
    expect(toOwnTaskInput({ ...emptyOwnTask(), statement: '2+2', accepted: ' 4 \n\nчетыре' }, 2).correct).toEqual({
      type: 'SHORT',
      accepted: ['4', 'четыре'],
    });
    const extended = toOwnTaskInput(
      {
        ...emptyOwnTask(),
        type: 'EXTENDED',
        statement: 'Докажите',
        criteria: [
          { title: 'Ответ', maxPoints: 1 },
          { title: '', maxPoints: 5 },
          { title: 'Обоснование', maxPoints: 2 },
        ],
      },
      2,
    );
    expect(extended).toMatchObject({
      correct: null,
      maxPoints: 3,
      criteria: [{ title: 'Ответ' }, { title: 'Обоснование' }],
    });
  });
});
