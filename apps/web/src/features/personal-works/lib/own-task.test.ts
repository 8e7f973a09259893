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

  it('needs two order items, and two left items each paired with a filled right option', () => {
    const order = { ...emptyOwnTask(), type: 'ORDER' as const, statement: 'Расставьте', options: ['1', ' '] };
    expect(ownTaskErrors(order)).toEqual({ options: 'personalWorks.ownTask.orderRequired' });
    expect(ownTaskErrors({ ...order, options: ['1', '2'] })).toEqual({});
    const match = {
      ...emptyOwnTask(),
      type: 'MATCH' as const,
      statement: 'Сопоставьте',
      matchItems: ['Москва', ''],
      options: ['Россия', 'Франция'],
      pairs: [0, null],
    };
    expect(ownTaskErrors(match)).toEqual({ matchItems: 'personalWorks.ownTask.matchItemsRequired' });
    expect(ownTaskErrors({ ...match, matchItems: ['Москва', 'Париж'] })).toEqual({
      correct: 'personalWorks.ownTask.pairsRequired',
    });
    // A pair pointing at an emptied right option is no pair.
    expect(
      ownTaskErrors({ ...match, matchItems: ['Москва', 'Париж'], options: ['Россия', ''], pairs: [0, 1] }),
    ).toEqual({ options: 'personalWorks.ownTask.optionsRequired' });
    expect(
      ownTaskErrors({ ...match, matchItems: ['Москва', 'Париж'], options: ['Россия', '', 'Франция'], pairs: [0, 1] }),
    ).toEqual({ correct: 'personalWorks.ownTask.pairsRequired' });
    expect(ownTaskErrors({ ...match, matchItems: ['Москва', 'Париж'], pairs: [0, 1] })).toEqual({});
  });

  it('sends an order as written and a match by the ids of the items kept', () => {
    const order = toOwnTaskInput(
      { ...emptyOwnTask(), type: 'ORDER', statement: 'По возрастанию', options: ['1', '', '<2>', '3'] },
      2,
    );
    expect(order.options).toEqual([
      { id: 'a', html: '1' },
      { id: 'b', html: '&lt;2&gt;' },
      { id: 'c', html: '3' },
    ]);
    expect(order.correct).toEqual({ type: 'ORDER', order: ['a', 'b', 'c'] });
    const match = toOwnTaskInput(
      {
        ...emptyOwnTask(),
        type: 'MATCH',
        statement: 'Столицы',
        matchItems: ['Париж', '', 'Берлин', 'Москва'],
        options: ['', 'Германия', 'Россия', 'Франция', 'Италия'],
        pairs: [3, null, 1, 2],
      },
      2,
    );
    expect(match.matchItems).toEqual([
      { id: '1', html: 'Париж' },
      { id: '2', html: 'Берлин' },
      { id: '3', html: 'Москва' },
    ]);
    expect(match.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(match.correct).toEqual({ type: 'MATCH', pairs: { '1': 'c', '2': 'a', '3': 'b' } });
  });
});
