import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { OAuthGrantSchema } from '../auth/auth.contract.js';
import { IdParams, IdSchema, PaginationQuery, paginated } from '../common.js';
import { AdditionalInfoSchema, ProfilePatchSchema, ProfileSchema, SmsCodeSchema } from './profile.schema.js';
import { StatusesPatchSchema, SystemModalsSchema, UserStatusesSchema } from './statuses.schema.js';
import { isValidPhoneFor, PHONE_ERROR, TELEGRAM_MESSAGE, TELEGRAM_USERNAME } from './profile-rules.js';

const tag = 'profile';
const STUDENT = ['STUDENT_ROLE'] as const;
// RU takes every country's numbers (KZ only its own): the widest.
const isAnyPhone = (digits: string) => isValidPhoneFor(digits, 'RU');
/** Any country's phone; the server narrows to its variant's countries. */
const AnyPhone = z.string().refine(isAnyPhone, PHONE_ERROR);

/** Spec 1 §7 (connect social account): Telegram by phone or @nickname, WhatsApp by phone. */
export const SocialConnectSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('Telegram'),
    value: z
      .string()
      .trim()
      .refine((v) => (v.startsWith('@') ? TELEGRAM_USERNAME.test(v.slice(1)) : isAnyPhone(v)), TELEGRAM_MESSAGE),
  }),
  z.object({ method: z.literal('Whatsapp'), value: AnyPhone }),
]);

export const FinancialOperationSchema = z.object({
  kind: z.enum(['order', 'bonus_earned', 'bonus_used', 'refund']),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  at: z.string(),
});
export type FinancialOperation = z.infer<typeof FinancialOperationSchema>;

export const OfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  orderId: z.number().int(),
  acceptedAt: z.string().nullable(),
});

export const profileContract = {
  get: endpoint({
    method: 'GET',
    path: '/v2/core/users/profile/',
    summary: "The signed-in student's profile with what this deployment lets them change",
    tag,
    roles: STUDENT,
    response: ProfileSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/v2/core/users/profile/',
    summary: 'Change profile fields (JSON), or the avatar as a multipart form with the file in `avatar`',
    tag,
    roles: STUDENT,
    body: ProfilePatchSchema,
    response: ProfileSchema,
  }),
  additionalInfo: endpoint({
    method: 'GET',
    path: '/v2/core/users/additional-info/',
    summary: "The student's city, school and parent's contact",
    tag,
    roles: STUDENT,
    response: AdditionalInfoSchema,
  }),
  updateAdditionalInfo: endpoint({
    method: 'PATCH',
    path: '/v2/core/users/additional-info/',
    summary: "Change the student's city, school or parent's contact",
    tag,
    roles: STUDENT,
    body: AdditionalInfoSchema.partial(),
    response: AdditionalInfoSchema,
  }),
  codeGenerate: endpoint({
    method: 'POST',
    path: '/v2/core/connect/code/generate/',
    summary: 'Send a 4-digit code to the phone to confirm it (resend after 60 s)',
    tag,
    roles: STUDENT,
    body: z.object({ phone: AnyPhone }),
    response: z.object({ resendAfter: z.number().int() }),
  }),
  codeCheck: endpoint({
    method: 'POST',
    path: '/v2/core/connect/code/check/',
    summary: "Check the code; the phone becomes the student's confirmed phone",
    tag,
    roles: STUDENT,
    body: z.object({ phone: AnyPhone, code: SmsCodeSchema }),
    response: ProfileSchema,
  }),
  connectVk: endpoint({
    method: 'POST',
    path: '/v2/core/connect/vk/',
    summary: "Link the student's VK ID account (the OAuth answer of /vk-id-callback/connect)",
    tag,
    roles: STUDENT,
    body: OAuthGrantSchema,
    response: ProfileSchema,
  }),
  connectSocial: endpoint({
    method: 'POST',
    path: '/v2/core/connect/social-account/',
    summary: 'Link a messenger: Telegram (phone or @nickname) or WhatsApp (phone)',
    tag,
    roles: STUDENT,
    body: SocialConnectSchema,
    response: ProfileSchema,
  }),
  statuses: endpoint({
    method: 'GET',
    path: '/v2/students/statuses/',
    summary: "The student's statuses (spec 1 §3)",
    tag,
    roles: STUDENT,
    response: UserStatusesSchema,
  }),
  updateStatuses: endpoint({
    method: 'PATCH',
    path: '/v2/students/statuses/',
    summary: 'Set statuses: the current ISO time under each key',
    tag,
    roles: STUDENT,
    body: StatusesPatchSchema,
    response: UserStatusesSchema,
  }),
  systemModals: endpoint({
    method: 'GET',
    path: '/v2/core/users/system-modals/',
    summary: 'Which start-up confirmations the student still owes (spec 3 §4)',
    tag,
    roles: STUDENT,
    response: SystemModalsSchema,
  }),
  classTypes: endpoint({
    method: 'GET',
    path: '/v2/students/class-types/',
    summary: "The student's class year and chosen subjects",
    tag,
    roles: STUDENT,
    response: z.object({ classYear: z.number().int().nullable(), classTypes: z.array(z.number().int()) }),
  }),
  updateClassTypes: endpoint({
    method: 'PATCH',
    path: '/v2/students/class-types/',
    summary: 'Choose the class year and subjects (marks goals chosen)',
    tag,
    roles: STUDENT,
    body: z.object({
      classYear: IdSchema,
      classTypes: z.array(IdSchema).min(1, 'Выбери хотя бы один предмет').max(30),
    }),
    response: z.object({ classYear: z.number().int().nullable(), classTypes: z.array(z.number().int()) }),
  }),
  financialReport: endpoint({
    method: 'GET',
    path: '/v2/students/financial-report/',
    summary: 'What the student paid and received: orders, bonuses, refunds, newest first',
    tag,
    roles: STUDENT,
    query: PaginationQuery,
    response: paginated(FinancialOperationSchema).extend({
      totals: z.object({
        paid: z.number().int(),
        refunded: z.number().int(),
        bonusesEarned: z.number().int(),
        bonusesUsed: z.number().int(),
      }),
    }),
  }),
  offer: endpoint({
    method: 'GET',
    path: '/v2/students/offer/:id/',
    summary: 'The public offer of one purchase and whether the student accepted it',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: OfferSchema,
  }),
  acceptOffer: endpoint({
    method: 'PATCH',
    path: '/v2/students/offer/:id/',
    summary: 'Accept the public offer of one purchase (once; later calls keep the first time)',
    tag,
    roles: STUDENT,
    params: IdParams,
    body: z.object({ accepted: z.literal(true) }),
    response: OfferSchema,
  }),
  offerApplication: endpoint({
    method: 'GET',
    path: '/students/documents/offer-application/',
    summary: 'A short-lived link to the PDF of the application to join the offer of one purchase',
    tag,
    roles: STUDENT,
    query: IdParams,
    response: z.object({ url: z.string() }),
  }),
};
