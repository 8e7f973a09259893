import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { sameSignature } from '../../lib/signature.js';
import { checkVariantPhone } from '../../lib/variant-phone.js';
import { fieldError, ThrottledError } from '../../plugins/errors.js';
import * as repo from './phone-codes.repo.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** Spec 1 §5, §9: 4 digits, a new code after 60 s; ours also lives 10 minutes and allows 5 tries. */
export const RESEND_AFTER_SECONDS = 60;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
/** A confirmed phone must be used for registration within 30 minutes. */
export const PHONE_KEY_TTL_MS = 30 * 60 * 1000;
/** SMS cost money: one address may ask for this many codes an hour, whatever the phones. */
const REQUESTS_PER_IP_HOUR = 20;

const hashCode = (phone: string, code: string) => hashSecretToken(`${phone}:${code}`);

/** `POST /v3/auth/otp-request/`: a code through the SMS adapter (the outbox locally). */
export async function requestCode(ctx: AppContext, phone: string, ip: string, now = new Date()) {
  checkVariantPhone(ctx.config.VARIANT, phone);
  const perIp = await ctx.rateLimiter.hit(`otp:ip:${ip}`, REQUESTS_PER_IP_HOUR, 60 * 60);
  if (!perIp.allowed) {
    throw new ThrottledError('Слишком много запросов кода. Попробуйте позже.', perIp.retryAfterSeconds, 'phone');
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const latest = await repo.lockLatestCode(tx, phone);
    const wait = latest ? latest.createdAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime() : 0;
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new ThrottledError(`Новый код можно запросить через ${seconds} с.`, seconds, 'phone');
    }
    await repo.insertCode(tx, {
      phone,
      codeHash: hashCode(phone, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  await ctx.messenger.send({
    channel: 'sms',
    recipient: phone,
    subject: 'Код подтверждения',
    body: `Код подтверждения: ${code}. Никому не сообщайте его.`,
  });
  return { resendAfter: RESEND_AFTER_SECONDS };
}

const codeError = {
  expired: () => fieldError('code', 'Код устарел. Запросите новый код.', 'code_expired'),
  attempts: () => fieldError('code', 'Слишком много неверных попыток. Запросите новый код.', 'too_many_attempts'),
  wrong: () => fieldError('code', 'Неверный код.', 'invalid_code'),
};

/**
 * `POST /v3/auth/otp-confirm/`: the phone's newest code, once. A wrong try is counted and
 * committed before the refusal is thrown; the answer is a single-use phone key for registration.
 */
export async function confirmCode(ctx: AppContext, phone: string, code: string, now = new Date()) {
  checkVariantPhone(ctx.config.VARIANT, phone);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockLatestCode(tx, phone);
    if (!row || row.confirmedAt || row.expiresAt <= now) return 'expired' as const;
    if (row.attempts >= MAX_ATTEMPTS) return 'attempts' as const;
    if (!sameSignature(row.codeHash, hashCode(phone, code))) {
      await repo.updateCode(tx, row.id, { attempts: row.attempts + 1 });
      return 'wrong' as const;
    }
    const phoneKey = newSecretToken();
    await repo.updateCode(tx, row.id, { confirmedAt: now, phoneKeyHash: hashSecretToken(phoneKey) });
    return { phoneKey };
  });
  if (typeof outcome === 'string') throw codeError[outcome]();
  return outcome;
}
