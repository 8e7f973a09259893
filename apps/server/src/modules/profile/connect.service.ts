import { isValidPhoneFor, PHONE_ERROR, type Profile } from '@school/contract';
import type { z } from 'zod';
import type { SocialConnectSchema } from '@school/contract';
import type { AppContext } from '../../context.js';
import { fieldError, generalError } from '../../plugins/errors.js';
import { confirmCode, requestCode } from '../auth/otp.service.js';
import { OAuthProviderError, type OAuthGrant, type OAuthProvider } from '../auth/oauth/oauth-provider.js';
import { replaceSocialAccount, updateUser } from '../users/users.service.js';
import { presentProfile } from './profile-present.js';
import { saveDetails } from './profile.repo.js';

/** The variant's countries only (spec 1 §5: the KZ variant forces KZ numbers). */
function checkPhone(ctx: AppContext, phone: string): void {
  if (!isValidPhoneFor(phone, ctx.config.VARIANT)) throw fieldError('phone', PHONE_ERROR);
}

/** `POST /v2/core/connect/code/generate/`: registration v3's codes (4 digits, 60 s, 10 min, 5 tries). */
export function generatePhoneCode(ctx: AppContext, phone: string, ip: string) {
  checkPhone(ctx, phone);
  return requestCode(ctx, phone, ip);
}

/**
 * `POST /v2/core/connect/code/check/`: the newest code of the phone, once; the phone becomes the
 * student's confirmed phone (spec 3 §4 "success marks the phone confirmed").
 */
export async function checkPhoneCode(ctx: AppContext, userId: number, phone: string, code: string): Promise<Profile> {
  checkPhone(ctx, phone);
  const now = new Date();
  await confirmCode(ctx, phone, code, now);
  return ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { phone });
    await saveDetails(tx, userId, { phoneConfirmedAt: now });
    return presentProfile(tx, ctx.config.VARIANT, userId);
  });
}

/** Spec 3 §8 texts: 'error has occurred connecting' plus the service name; our detail says it in Russian. */
const connectFailed = (service: string, detail: string) =>
  generalError(`Не удалось подключить ${service}: ${detail}`, 'connect_failed');
const takenBy = (service: string) => connectFailed(service, 'этот аккаунт уже привязан к другому ученику.');

/** `POST /v2/core/connect/vk/`: the VK ID answer of /vk-id-callback/connect, through the OAuth adapter. */
export async function connectVk(
  ctx: AppContext,
  provider: OAuthProvider | undefined,
  userId: number,
  grant: OAuthGrant,
): Promise<Profile> {
  if (!provider) throw connectFailed('ВКонтакте', 'вход через VK ID не настроен.');
  let providerUserId: string;
  try {
    providerUserId = (await provider.exchange(grant)).providerUserId;
  } catch (error) {
    if (error instanceof OAuthProviderError) throw connectFailed('ВКонтакте', 'VK ID не подтвердил вход.');
    throw error;
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await replaceSocialAccount(tx, userId, 'vk', providerUserId))) throw takenBy('ВКонтакте');
    return presentProfile(tx, ctx.config.VARIANT, userId);
  });
}

type SocialConnect = z.infer<typeof SocialConnectSchema>;
const SERVICE = { Telegram: 'Telegram', Whatsapp: 'WhatsApp' } as const;

/** `POST /v2/core/connect/social-account/`: a messenger by phone (Telegram also by @nickname). */
export async function connectMessenger(ctx: AppContext, userId: number, body: SocialConnect): Promise<Profile> {
  if (!body.value.startsWith('@') && !isValidPhoneFor(body.value, ctx.config.VARIANT)) {
    throw fieldError('value', PHONE_ERROR);
  }
  // Nicknames are case-insensitive at Telegram: one account is one value here.
  const value = body.value.startsWith('@') ? body.value.toLowerCase() : body.value;
  return ctx.db.transaction(async (tx) => {
    if (!(await replaceSocialAccount(tx, userId, body.method.toLowerCase(), value))) {
      throw takenBy(SERVICE[body.method]);
    }
    return presentProfile(tx, ctx.config.VARIANT, userId);
  });
}
