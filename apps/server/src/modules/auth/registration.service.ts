import type { BodyOf, LoginResponse } from '@school/contract';
import type { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { checkVariantPhone } from '../../lib/variant-phone.js';
import { fieldError, isUniqueViolation } from '../../plugins/errors.js';
import * as usersService from '../users/users.service.js';
import { startSession } from './auth.service.js';
import { hashPassword } from './password.js';
import { HOUR_SECONDS, throttle } from './throttle.js';

type RegistrationInput = BodyOf<typeof contract.auth.registration>;

export const emailTaken = () => fieldError('email', 'Пользователь с такой почтой уже зарегистрирован.', 'unique');

/**
 * Sign-ups per address and hour, for registration v2 and v3 together: each creates an account and
 * a session, and a script must not mint them by the thousand (docs/security.md). Counted before
 * anything is looked up, so a taken e-mail costs the same as a new one.
 */
export const throttleRegistration = (ctx: AppContext, ip: string): Promise<void> =>
  throttle(
    ctx,
    [{ key: `registration:ip:${ip}`, limit: ctx.config.REGISTRATION_RATE_LIMIT, windowSeconds: HOUR_SECONDS }],
    (minutes) => `Слишком много регистраций с этого адреса. Попробуйте через ${minutes} мин.`,
  );

/** Spec 2 §3 registration v2: a new student, signed in at once. */
export async function register(ctx: AppContext, input: RegistrationInput, ip: string): Promise<LoginResponse> {
  checkVariantPhone(ctx.config.VARIANT, input.phone);
  await throttleRegistration(ctx, ip);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertStudent(ctx, input, passwordHash);
  } catch (error) {
    // Two registrations with one e-mail at once: the check below passed for both, the unique index did not.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function insertStudent(ctx: AppContext, input: RegistrationInput, passwordHash: string): Promise<LoginResponse> {
  return ctx.db.transaction(async (tx) => {
    if (await usersService.findUserByEmail(tx, input.email)) throw emailTaken();
    const user = await usersService.insertUser(tx, {
      email: input.email,
      passwordHash,
      role: 'STUDENT_ROLE',
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      subscribedForNews: input.subscribedForNews,
    });
    return startSession(ctx, tx, user);
  });
}
