import { z } from 'zod';

// Validation messages are Russian on both sides: the interface language (spec 1 §1). Every schema
// of the contract takes `z` from here, so whatever loads a schema has the locale set, and a
// bundle that loads none (the web app's start, issue 8) loads no zod.
z.config(z.locales.ru());

export { z };
