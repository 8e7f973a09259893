import { z } from 'zod';
import { PaymentSystemSchema, VariantSchema } from '@school/contract';

/** Every setting comes from the environment; README lists them with these defaults. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
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
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Вектор <no-reply@localhost>'),
  WEB_DIST: z.string().optional(),
  // docs/commerce.md: the built-in sandbox is the local default; CloudPayments when its keys are set.
  PAYMENT_DEFAULT_SYSTEM: PaymentSystemSchema.default('SANDBOX'),
  CLOUDPAYMENTS_PUBLIC_ID: z.string().optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().optional(),
  // The outbox page shows password-reset links: anyone who can read it can take over accounts,
  // so it is for local and demo deployments only and off by default in production.
  OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.string().default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  outboxPage: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.parse(env);
  return {
    ...parsed,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    outboxPage: (parsed.OUTBOX_PAGE ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
  };
}
