/** The right answer of a site-checked task, by type (docs/homework.md "Task types"). */
export type CorrectAnswer =
  | { type: 'SHORT'; accepted: string[] }
  | { type: 'SINGLE'; choice: string }
  | { type: 'MULTIPLE'; choices: string[] }
  | { type: 'ORDER'; order: string[] }
  | { type: 'MATCH'; pairs: Record<string, string> };
