import type { StaffTask, TaskType } from '@school/contract';
import type { TaskBody } from '../api/staff-tasks';

/** The editor's state: options by position; ids are given on save (a, b, c… and 1, 2, 3… for matching). */
export interface TaskForm {
  classType: number | null;
  type: TaskType;
  statementHtml: string;
  /** SINGLE/MULTIPLE: text and whether right; ORDER: in the right order; MATCH: the right column. */
  options: { html: string; correct: boolean }[];
  /** MATCH: the left column with the index of its right option. */
  matchItems: { html: string; pair: number | null }[];
  /** SHORT: one accepted answer a line. */
  accepted: string;
  criteria: { title: string; maxPoints: number }[];
  maxPoints: number;
  explanationHtml: string;
  hint: string;
  theoryUrl: string;
  isStar: boolean;
}

export const emptyForm = (classType: number | null = null): TaskForm => ({
  classType,
  type: 'SINGLE',
  statementHtml: '',
  options: [
    { html: '', correct: false },
    { html: '', correct: false },
  ],
  matchItems: [
    { html: '', pair: null },
    { html: '', pair: null },
  ],
  accepted: '',
  criteria: [{ title: '', maxPoints: 1 }],
  maxPoints: 1,
  explanationHtml: '',
  hint: '',
  theoryUrl: '',
  isStar: false,
});

const letter = (index: number) => String.fromCharCode(97 + index);

/** A stored task back into the editor. */
export function formOf(task: StaffTask): TaskForm {
  const key = task.correct;
  const optionIndex = new Map(task.options.map((o, i) => [o.id, i]));
  let options = task.options.map((o) => ({ html: o.html, correct: false }));
  if (key?.type === 'SINGLE') options = options.map((o, i) => ({ ...o, correct: task.options[i]!.id === key.choice }));
  if (key?.type === 'MULTIPLE')
    options = options.map((o, i) => ({ ...o, correct: key.choices.includes(task.options[i]!.id) }));
  if (key?.type === 'ORDER')
    options = key.order.flatMap((id) => {
      const option = task.options.find((o) => o.id === id);
      return option ? [{ html: option.html, correct: false }] : [];
    });
  const matchItems = task.matchItems.map((item) => ({
    html: item.html,
    pair: key?.type === 'MATCH' ? (optionIndex.get(key.pairs[item.id] ?? '') ?? null) : null,
  }));
  const base = emptyForm(task.classType.id);
  return {
    ...base,
    type: task.type,
    statementHtml: task.statementHtml,
    options: options.length > 0 ? options : base.options,
    matchItems: matchItems.length > 0 ? matchItems : base.matchItems,
    accepted: key?.type === 'SHORT' ? key.accepted.join('\n') : '',
    criteria:
      task.criteria.length > 0 ? task.criteria.map((c) => ({ title: c.title, maxPoints: c.maxPoints })) : base.criteria,
    maxPoints: task.maxPoints,
    explanationHtml: task.explanationHtml ?? '',
    hint: task.hint ?? '',
    theoryUrl: task.theoryUrl ?? '',
    isStar: task.isStar,
  };
}

/** The API body; the server checks it (the same checks as a tutor's task) and answers per field. */
export function bodyOf(form: TaskForm): TaskBody {
  const filled = form.options.map((o, index) => ({ ...o, index })).filter((o) => o.html.trim() !== '');
  const idOf = (index: number) => letter(filled.findIndex((o) => o.index === index));
  const options = filled.map((o, i) => ({ id: letter(i), html: o.html.trim() }));
  const body: TaskBody = {
    classType: form.classType ?? 0,
    type: form.type,
    statementHtml: form.statementHtml,
    options: [],
    matchItems: [],
    correct: null,
    correctHtml: null,
    explanationHtml: form.explanationHtml.trim() || null,
    taskNumber: null,
    topic: null,
    maxPoints: form.maxPoints,
    isStar: form.isStar,
    hint: form.hint.trim() || null,
    theoryUrl: form.theoryUrl.trim() || null,
    criteria: [],
  };
  switch (form.type) {
    case 'SHORT':
      return {
        ...body,
        correct: {
          type: 'SHORT',
          accepted: form.accepted
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        },
      };
    case 'SINGLE': {
      const right = filled.find((o) => o.correct);
      return { ...body, options, correct: { type: 'SINGLE', choice: right ? idOf(right.index) : '' } };
    }
    case 'MULTIPLE':
      return {
        ...body,
        options,
        correct: { type: 'MULTIPLE', choices: filled.filter((o) => o.correct).map((o) => idOf(o.index)) },
      };
    case 'ORDER':
      return { ...body, options, correct: { type: 'ORDER', order: options.map((o) => o.id) } };
    case 'MATCH': {
      const items = form.matchItems.filter((item) => item.html.trim() !== '');
      const matchItems = items.map((item, i) => ({ id: String(i + 1), html: item.html.trim() }));
      const pairs = Object.fromEntries(
        items.map((item, i) => [String(i + 1), item.pair === null ? '' : idOf(item.pair)]),
      );
      return { ...body, options, matchItems, correct: { type: 'MATCH', pairs } };
    }
    case 'EXTENDED': {
      const criteria = form.criteria
        .filter((c) => c.title.trim() !== '')
        .map((c) => ({ title: c.title.trim(), maxPoints: c.maxPoints }));
      return {
        ...body,
        criteria,
        maxPoints: Math.max(
          1,
          criteria.reduce((sum, c) => sum + c.maxPoints, 0),
        ),
      };
    }
  }
}
