import type { OwnTaskInput } from '@school/contract';

/** The answer types a tutor writes here: every type of the bank (docs/homework.md "Task types"). */
export const OWN_TASK_TYPES = ['SHORT', 'SINGLE', 'MULTIPLE', 'ORDER', 'MATCH', 'EXTENDED'] as const;
export type OwnTaskType = (typeof OWN_TASK_TYPES)[number];

export const OPTIONS_MAX = 10;
export const CRITERIA_MAX = 10;
export const STATEMENT_MAX = 5000;

export interface OwnTaskForm {
  type: OwnTaskType;
  statement: string;
  maxPoints: number;
  /** SHORT: accepted answers, one a line. */
  accepted: string;
  /**
   * SINGLE, MULTIPLE: the options' texts and which are right (by position). ORDER: the items in
   * the right order. MATCH: the right column.
   */
  options: string[];
  correct: number[];
  /** MATCH: the left column, and for each of its items the position of its right option. */
  matchItems: string[];
  pairs: (number | null)[];
  /** EXTENDED: the criteria a person scores. */
  criteria: { title: string; maxPoints: number }[];
  explanation: string;
  taskNumber: number | null;
  topic: number | null;
}

export const emptyOwnTask = (): OwnTaskForm => ({
  type: 'SHORT',
  statement: '',
  maxPoints: 1,
  accepted: '',
  options: ['', ''],
  correct: [],
  matchItems: ['', ''],
  pairs: [null, null],
  criteria: [{ title: '', maxPoints: 1 }],
  explanation: '',
  taskNumber: null,
  topic: null,
});

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Plain text as HTML: escaped, blank lines split paragraphs, single line breaks kept. Formulas `$…$` pass as text. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Option ids a, b, c… in the order written. */
const optionId = (index: number) => String.fromCharCode(97 + index);
const filledTexts = (texts: string[]) =>
  texts.map((text, index) => ({ text: text.trim(), index })).filter((option) => option.text !== '');
const filledOptions = (form: OwnTaskForm) => filledTexts(form.options);
/** MATCH: the filled left items with the filled right option each is paired with (or null). */
const matchedItems = (form: OwnTaskForm) => {
  const right = filledOptions(form);
  return filledTexts(form.matchItems).map((item) => {
    const pair = form.pairs[item.index] ?? null;
    return { ...item, pair: right.some((option) => option.index === pair) ? pair : null };
  });
};
const acceptedOf = (form: OwnTaskForm) =>
  form.accepted
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export type OwnTaskErrors = Partial<
  Record<'statement' | 'accepted' | 'options' | 'correct' | 'matchItems' | 'criteria', string>
>;

/** What keeps the task from being sent, as i18n keys (the server checks the same and answers 400). */
export function ownTaskErrors(form: OwnTaskForm): OwnTaskErrors {
  const errors: OwnTaskErrors = {};
  if (form.statement.trim() === '') errors.statement = 'personalWorks.ownTask.statementRequired';
  if (form.type === 'SHORT' && acceptedOf(form).length === 0)
    errors.accepted = 'personalWorks.ownTask.acceptedRequired';
  if (form.type === 'SINGLE' || form.type === 'MULTIPLE') {
    const filled = filledOptions(form);
    if (filled.length < 2) errors.options = 'personalWorks.ownTask.optionsRequired';
    const right = form.correct.filter((index) => filled.some((option) => option.index === index));
    if (right.length === 0 || (form.type === 'SINGLE' && right.length !== 1))
      errors.correct = 'personalWorks.ownTask.correctRequired';
  }
  if (form.type === 'ORDER' && filledOptions(form).length < 2) errors.options = 'personalWorks.ownTask.orderRequired';
  if (form.type === 'MATCH') {
    const items = matchedItems(form);
    if (items.length < 2) errors.matchItems = 'personalWorks.ownTask.matchItemsRequired';
    if (filledOptions(form).length < 2) errors.options = 'personalWorks.ownTask.optionsRequired';
    else if (items.some((item) => item.pair === null)) errors.correct = 'personalWorks.ownTask.pairsRequired';
  }
  if (form.type === 'EXTENDED' && !form.criteria.some((criterion) => criterion.title.trim() !== ''))
    errors.criteria = 'personalWorks.ownTask.criteriaRequired';
  return errors;
}

/** POST /v2/materials/tasks/ (call only when `ownTaskErrors` is empty). */
export function toOwnTaskInput(form: OwnTaskForm, classType: number): OwnTaskInput {
  const filled = filledOptions(form);
  const idOf = (index: number) => optionId(filled.findIndex((option) => option.index === index));
  const right = form.correct.filter((index) => filled.some((option) => option.index === index)).sort((a, b) => a - b);
  const options = filled.map((option, index) => ({ id: optionId(index), html: escapeHtml(option.text) }));
  const base = {
    classType,
    type: form.type,
    statementHtml: textToHtml(form.statement),
    options: [] as OwnTaskInput['options'],
    matchItems: [],
    correct: null as OwnTaskInput['correct'],
    correctHtml: null,
    explanationHtml: form.explanation.trim() === '' ? null : textToHtml(form.explanation),
    taskNumber: form.taskNumber,
    topic: form.topic,
    maxPoints: form.maxPoints,
    isStar: false,
    hint: null,
    theoryUrl: null,
    criteria: [] as OwnTaskInput['criteria'],
  };
  switch (form.type) {
    case 'SHORT':
      return { ...base, correct: { type: 'SHORT', accepted: acceptedOf(form) } };
    case 'SINGLE':
    case 'MULTIPLE': {
      const correct: OwnTaskInput['correct'] =
        form.type === 'SINGLE'
          ? { type: 'SINGLE', choice: idOf(right[0]!) }
          : { type: 'MULTIPLE', choices: right.map(idOf) };
      return { ...base, options, correct };
    }
    case 'ORDER':
      return { ...base, options, correct: { type: 'ORDER', order: options.map((option) => option.id) } };
    case 'MATCH': {
      const items = matchedItems(form);
      // Left ids are numbers so they never mix with the right column's letters.
      const matchItems = items.map((item, index) => ({ id: String(index + 1), html: escapeHtml(item.text) }));
      const pairs = Object.fromEntries(items.map((item, index) => [String(index + 1), idOf(item.pair!)]));
      return { ...base, options, matchItems, correct: { type: 'MATCH', pairs } };
    }
    case 'EXTENDED': {
      const criteria = form.criteria
        .map((criterion) => ({ title: criterion.title.trim(), maxPoints: criterion.maxPoints }))
        .filter((criterion) => criterion.title !== '');
      return { ...base, criteria, maxPoints: criteria.reduce((sum, criterion) => sum + criterion.maxPoints, 0) };
    }
  }
}
