// Every module's tables, for drizzle-kit and the typed client. Modules own their tables.
export * from '../modules/users/users.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/core/core.schema.js';
export * from '../modules/settings/settings.schema.js';
export * from '../modules/flags/flags.schema.js';
export * from '../modules/analytics/analytics.schema.js';
export * from '../modules/messaging/messaging.schema.js';
export * from '../modules/tutor/tutor.schema.js';
