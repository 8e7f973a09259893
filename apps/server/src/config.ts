import { z } from 'zod';
import { PaymentSystemSchema, VariantSchema } from '@school/contract';
import { TAG_MANAGER_ID_PATTERN } from '@school/contract';

/** Every setting comes from the environment; README lists them with these defaults. */
const EnvSchema = z.object({
  // `production` turns off everything a stranger could use (docs/security.md).
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  // The Redis channel prefix the chat's server processes share (docs/chat.md); one per deployment.
  REALTIME_CHANNEL: z.string().min(1).max(100).default('school-realtime'),
  VARIANT: VariantSchema.default('RU'),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  DEC_TOKEN_SECRET: z.string().optional(),
  VK_ID_CLIENT_ID: z.string().optional(),
  VK_ID_CLIENT_SECRET: z.string().optional(),
  VK_ID_BASE_URL: z.string().default('https://id.vk.com'),
  // docs/security.md: sign-in attempts per account and address per window (5× per address), and
  // per account from all addresses per hour; reset e-mails and sign-ups per hour.
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  PASSWORD_RESET_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Вектор <no-reply@localhost>'),
  WEB_DIST: z.string().optional(),
  // docs/commerce.md: unset, the first configured system (the sandbox when on, else CloudPayments).
  PAYMENT_DEFAULT_SYSTEM: PaymentSystemSchema.optional(),
  CLOUDPAYMENTS_PUBLIC_ID: z.string().optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().optional(),
  // Kaspi (KSPI, the KZ variant only; docs/kaspi.md): the merchant's payment link in the Kaspi app
  // (the account and amount are appended) and the password Kaspi's payment callbacks present.
  KASPI_PAY_URL: z.url().optional(),
  KASPI_NOTIFY_SECRET: z.string().min(16).optional(),
  // Comma-separated addresses Kaspi calls from; unset, any address holding the secret is believed.
  KASPI_NOTIFY_IPS: z.string().optional(),
  // The outbox page shows password-reset links: anyone who can read it can take over accounts,
  // so it is served to loopback callers only and never in production (docs/security.md).
  OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  // docs/security.md: demo accounts share a published password, the sandbox approves any payment.
  // Both are on for a local start and off in production unless set deliberately.
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SANDBOX_PAYMENTS: z.enum(['true', 'false']).optional(),
  // Addresses (or CIDRs, or `loopback`) of the reverse proxies whose X-Forwarded-* headers are
  // believed; unset, nobody's are, so a client cannot pick its own address for the rate limits.
  TRUST_PROXY: z.string().optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  // Analytics ingest (spec 2 §7): the write key the web app sends (`key:secret`; generated and kept
  // in the database when unset) and how many events a minute one address and one key may send.
  ANALYTICS_WRITE_KEY: z.string().optional(),
  // Server-side sources' key for /api/s/s2s/{type} (`key:secret`, not the browser key); unset, none is accepted.
  ANALYTICS_S2S_KEY: z.string().optional(),
  // Google Tag Manager container id (spec 2 §5: GTM- and digits or capitals); the web app loads it when set.
  GTM_ID: z.string().regex(TAG_MANAGER_ID_PATTERN, 'GTM_ID must be GTM- followed by digits or capitals').optional(),
  // CPA markers (spec 3 §7) one address may post a minute.
  CPA_MARKERS_PER_IP_MINUTE: z.coerce.number().int().positive().default(10),
  ANALYTICS_EVENTS_PER_IP_MINUTE: z.coerce.number().int().positive().default(120),
  ANALYTICS_EVENTS_PER_KEY_MINUTE: z.coerce.number().int().positive().default(6000),
  // Uploaded files (avatars): local disk under DATA_DIR unless an S3-compatible bucket is set
  // (docs/profile.md "Storage"). S3_PUBLIC_URL is where the bucket's objects are read from.
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  // Web push (docs/web-push-and-telegram.md): VAPID keys are generated and kept in the database unless both
  // are given; the subject (https URL or mailto:) names who sends. WEB_PUSH_HOSTS: the push services
  // production sends to (comma-separated host suffixes), so a subscription cannot aim our requests elsewhere.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  WEB_PUSH_HOSTS: z.string().optional(),
  // Telegram notifications are on only with a bot token (docs/web-push-and-telegram.md).
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_USERNAME: z.string().optional(),
  TELEGRAM_API_URL: z.string().default('https://api.telegram.org'),
  // Feature flags (docs/flags.md): the web SDK evaluates on the server (POST /api/eval/{clientKey}) when
  // 'true'; how often each process looks for changed flags while streams are open (ms).
  FLAGS_REMOTE_EVAL: z.enum(['true', 'false']).optional(),
  FLAGS_STREAM_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  LOG_LEVEL: z.string().default('info'),
  // Error reporting (docs/pwa-and-error-reporting.md): on only when a DSN is set; the web app uses
  // SENTRY_WEB_DSN when set, else SENTRY_DSN; the environment defaults to NODE_ENV.
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_WEB_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
  SENTRY_RELEASE: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  production: boolean;
  /** PUBLIC_URL, or the local address while it is unset (requests then use their own origin: plugins/origin.ts). */
  publicUrl: string;
  outboxPage: boolean;
  seedDemo: boolean;
  sandboxPayments: boolean;
  /** The Kaspi app's stand-in (docs/kaspi.md): SANDBOX_PAYMENTS outside production, never in it. */
  kaspiSandbox: boolean;
  /** Fastify's `trustProxy`: false, or the proxies' addresses. */
  trustProxy: false | string[];
  apiDocs: boolean;
}

/** A setting that is on outside production and off in it unless set to 'true'. */
const devDefault = (value: 'true' | 'false' | undefined, production: boolean) =>
  (value ?? (production ? 'false' : 'true')) === 'true';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  const proxies = (parsed.TRUST_PROXY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    ...parsed,
    production,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    // Never in production, whatever OUTBOX_PAGE says (issue: account takeover through the outbox).
    outboxPage: !production && parsed.OUTBOX_PAGE !== 'false',
    seedDemo: devDefault(parsed.SEED_DEMO, production),
    sandboxPayments: devDefault(parsed.SANDBOX_PAYMENTS, production),
    kaspiSandbox: !production && devDefault(parsed.SANDBOX_PAYMENTS, production),
    trustProxy: proxies.length ? proxies : false,
    apiDocs: devDefault(parsed.API_DOCS, production),
  };
}
