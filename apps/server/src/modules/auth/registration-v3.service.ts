import type { BodyOf, LoginResponse, contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { checkVariantPhone } from '../../lib/variant-phone.js';
import { fieldError, isUniqueViolation } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import { startSession } from './auth.service.js';
import { PHONE_KEY_TTL_MS } from './otp.service.js';
import { hashPassword } from './password.js';
import * as phoneCodes from './phone-codes.repo.js';
import { emailTaken, throttleRegistration } from './registration.service.js';
import { hashSecretToken } from './secret-tokens.js';

type RegistrationV3Input = BodyOf<typeof contract.registrationV3.register>;

const phoneNotConfirmed = () =>
  fieldError('phone_key', 'Телефон не подтверждён. Запросите код ещё раз.', 'invalid_phone_key');

/**
 * Spec 2 §3 registration v3 (the KZ variant): the phone is the one confirmed by SMS code, named by
 * the phone key, which is spent here whatever happens next. Telegram and the parent's phone are
 * accepted as the form sends them but not kept yet (no profile field for them before the profile issue).
 */
export async function registerV3(
  ctx: AppContext,
  input: RegistrationV3Input,
  ip: string,
  now = new Date(),
): Promise<LoginResponse> {
  if (input.parentPhone) checkVariantPhone(ctx.config.VARIANT, input.parentPhone, 'parent_phone');
  await throttleRegistration(ctx, ip);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const code = await phoneCodes.lockByPhoneKey(tx, hashSecretToken(input.phoneKey));
      if (!code?.confirmedAt || code.confirmedAt.getTime() + PHONE_KEY_TTL_MS <= now.getTime()) {
        throw phoneNotConfirmed();
      }
      if (await usersService.findUserByEmail(tx, input.email)) throw emailTaken();
      await phoneCodes.updateCode(tx, code.id, { phoneKeyHash: null });
      const user = await usersService.insertUser(tx, {
        email: input.email,
        passwordHash,
        role: 'STUDENT_ROLE',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: code.phone,
        subscribedForNews: input.subscribedForNews,
      });
      return startSession(ctx, tx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
