import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';

/** Deployment variants of spec 1 §1. */
export const VARIANTS = ['RU', 'KZ', 'ONE', 'ACADEMY'] as const;
export const VariantSchema = z.enum(VARIANTS);
export type Variant = z.infer<typeof VariantSchema>;

export const AppSettingsSchema = z.object({
  variant: VariantSchema,
  productName: z.string(),
  timeZone: z.string(),
  timeZoneLabel: z.string().nullable(),
  currency: z.string(),
  locale: z.string(),
  supportPhone: z.string(),
  flagsClientKey: z.string(),
  /** Whether the flag SDK asks the server to evaluate flags (docs/flags.md); absent means local evaluation. */
  flagsRemoteEval: z.boolean().optional(),
  /** The write key the web app's analytics client sends (spec 2 §5); the server always answers one. */
  analyticsWriteKey: z.string().optional(),
  /** The VAPID public key the browser subscribes with (spec 3 §4; docs/web-push-and-telegram.md). */
  webPushPublicKey: z.string().optional(),
  /** The Telegram bot's username when notifications can go to Telegram (TELEGRAM_BOT_TOKEN set). */
  telegramBot: z.string().optional(),
  /** GTM_ID, when it is a valid tag-manager id (spec 2 §5); null when none is configured. */
  tagManagerId: z.string().nullable().optional(),
  /** Error reporting (spec 2 §8): the web app's Sentry DSN, absent when reporting is off. */
  sentryDsn: z.string().optional(),
  /** The environment and release the web app reports with (docs/pwa-and-error-reporting.md). */
  sentryEnvironment: z.string().optional(),
  sentryRelease: z.string().optional(),
});
export type AppSettings = z.infer<typeof AppSettingsSchema>;

export const settingsContract = {
  app: endpoint({
    method: 'GET',
    path: '/settings/app/',
    summary: 'Deployment settings the web app needs before it renders',
    tag: 'settings',
    response: AppSettingsSchema,
  }),
};
