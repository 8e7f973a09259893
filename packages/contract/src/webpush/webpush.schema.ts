import { z } from '../zod.js';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
// Plain http only to the developer's own machine (production refuses even that: the server checks).
const LOOPBACK_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?\//;
const HAS_USER_INFO = /^[a-z]+:\/\/[^/]*@/i;
const ENDPOINT_ERROR = 'Адрес подписки должен быть https (или http на этом компьютере).';

const isPushEndpoint = (value: string) =>
  !HAS_USER_INFO.test(value) && (value.startsWith('https://') || LOOPBACK_HTTP.test(value));

/** The browser's `PushSubscription.toJSON()`: where to send and the keys to encrypt with (RFC 8291). */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .refine(isPushEndpoint, ENDPOINT_ERROR),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().min(80).max(100).regex(BASE64URL),
    auth: z.string().min(16).max(50).regex(BASE64URL),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** Spec 3 §3, §7: the web push subscription payload; unsubscribe takes the same. */
export const WebPushBodySchema = z.object({
  subscription: PushSubscriptionSchema,
  browser: z.string().trim().max(100).default(''),
  userAgent: z.string().max(1000).default(''),
});
export type WebPushBody = z.infer<typeof WebPushBodySchema>;

/** What a push message carries: the service worker shows it as a notification and opens `url` on click. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app (`/lesson/12`), opened on click. */
  url: z.string(),
  /** Notifications with one tag replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
