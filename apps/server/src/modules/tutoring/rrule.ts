import * as rruleModule from 'rrule';

// rrule ships CommonJS for Node: its classes sit on the default export there, on the namespace
// under a bundler (Vitest). One place reads either.
const lib = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

export const { RRule, RRuleSet, rrulestr } = lib;
