import { z } from '../zod.js';

/** Spec 2 §3 payment systems; SANDBOX is our built-in provider (the local default). */
export const PAYMENT_SYSTEMS = [
  'SANDBOX',
  'CP',
  'YA',
  'SBER',
  'JP',
  'KSPI',
  'TNKF',
  'ALFA',
  'ALFA_SBP',
  'PGW',
] as const;
export const PaymentSystemSchema = z.enum(PAYMENT_SYSTEMS);
export type PaymentSystem = z.infer<typeof PaymentSystemSchema>;

export const TRANSACTION_STATUSES = ['pending', 'succeeded', 'declined'] as const;

/**
 * Spec 2 §5 cart full name: Russian letters, spaces and hyphens; 2 or 3 words; each part 2+ letters.
 * The messages are the spec's ('field can contain only Russian letters', 'enter full name in format
 * last name, first name, patronymic', "full name can't contain less than 2 letters") in Russian, as
 * every API detail is; the web maps them to its own texts (features/payment/lib/full-name.ts).
 */
export const FULL_NAME_MESSAGES = {
  letters: 'Поле может содержать только русские буквы',
  words: 'ФИО указывается в формате: фамилия, имя, отчество',
  part: 'Каждая часть ФИО должна содержать не меньше 2 букв',
} as const;
export const CART_FULL_NAME_MAX = 150;
export const FullNameSchema = z
  .string()
  .trim()
  .min(1, 'Обязательное поле')
  .max(CART_FULL_NAME_MAX)
  .transform((value) => value.replace(/\s+/g, ' '))
  .refine((value) => /^[А-Яа-яЁё\s-]+$/.test(value), FULL_NAME_MESSAGES.letters)
  .refine((value) => [2, 3].includes(value.split(' ').length), FULL_NAME_MESSAGES.words)
  .refine((value) => value.split(/[\s-]/).every((part) => part.length >= 2), FULL_NAME_MESSAGES.part);

export const TransactionSchema = z.object({
  uuid: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  paymentSystem: PaymentSystemSchema,
  createdAt: z.string(),
  products: z.array(z.object({ id: z.number().int(), title: z.string(), productTypeId: z.number().int() })),
  errorMessage: z.string().nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** Money received but not applied (docs/commerce.md "Incidents"); the kinds flagged `refund` go back to the payer. */
export const PAYMENT_INCIDENT_KINDS = [
  'amount_mismatch',
  'duplicate_payment',
  'cart_already_paid',
  'upgrade_not_applied',
] as const;

export const PaymentIncidentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_INCIDENT_KINDS),
  transactionUuid: z.string(),
  orderId: z.number().int(),
  paymentSystem: PaymentSystemSchema,
  providerTransactionId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  refund: z.boolean(),
  detail: z.string(),
  /** The provider's notice as received (JSON), kept verbatim: its keys are the provider's. */
  payload: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PaymentIncident = z.infer<typeof PaymentIncidentSchema>;
