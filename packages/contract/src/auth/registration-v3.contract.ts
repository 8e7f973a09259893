import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { LoginResponseSchema } from './user.schema.js';
import { NewPasswordSchema } from './password.schema.js';

const tag = 'auth';
const Phone = z.string().regex(/^\d{11,12}$/, 'Введите корректный номер телефона');

/** Spec 2 §3 registration v3 (KZ variant) with phone confirmation by SMS code. */
export const registrationV3Contract = {
  otpRequest: endpoint({
    method: 'POST',
    path: '/v3/auth/otp-request/',
    summary: 'Send a 4-digit code to the phone (resend allowed after 60 s)',
    tag,
    body: z.object({ phone: Phone }),
    response: z.object({ resendAfter: z.number().int() }),
  }),
  otpConfirm: endpoint({
    method: 'POST',
    path: '/v3/auth/otp-confirm/',
    summary: 'Confirm the code; answers a phone key for registration',
    tag,
    body: z.object({ phone: Phone, code: z.string().regex(/^\d{4}$/) }),
    response: z.object({ phoneKey: z.string() }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/v3/auth/register/',
    summary: 'Register a student with a confirmed phone (v3 fields; 429 past the sign-ups per address)',
    tag,
    status: 201,
    body: z.object({
      firstName: z.string().trim().min(2).max(40),
      lastName: z.string().trim().min(2).max(40),
      email: z.email().max(256),
      phoneKey: z.string().min(1).max(200),
      parentPhone: Phone.optional(),
      password: NewPasswordSchema,
      telegram: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'username is incorrect'),
      acceptedPublicOffer: z.literal(true),
      acceptedPdpp: z.literal(true),
      subscribedForNews: z.boolean().default(true),
    }),
    response: LoginResponseSchema,
  }),
};
