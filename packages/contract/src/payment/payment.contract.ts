import { z } from '../zod.js';
import { PaginationQuery, paginated } from '../common.js';
import { endpoint } from '../endpoint.js';
import { SIGNED_IN, type Role } from '../roles.js';
import {
  FullNameSchema,
  PaymentIncidentSchema,
  PaymentSystemSchema,
  TRANSACTION_STATUSES,
  TransactionSchema,
} from './payment.schema.js';

export * from './payment.schema.js';

const tag = 'payment';
const Hash = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const Uuid = z.uuid();
/** A product a coupon gave, leading to its lessons (spec 3 §4). */
const CouponProductSchema = z.object({ id: z.number().int(), title: z.string(), productTypeId: z.number().int() });
/** Who looks into payments the platform could not apply (the staff console, docs/commerce.md "Incidents"). */
const PAYMENT_STAFF: readonly Role[] = ['PAY_INSPECTOR', 'HEAD_MANAGER_ROLE', 'MAIN_MANAGER_ROLE'];

export const paymentContract = {
  init: endpoint({
    method: 'POST',
    path: '/core/pay/init/',
    summary: 'Create an order and a transaction from the cart; answers where to pay (spec 2 §7)',
    tag,
    roles: ['STUDENT_ROLE'],
    status: 201,
    query: z.object({ hash: Hash.optional() }),
    body: z.object({
      paymentSystem: PaymentSystemSchema,
      requisites: z.boolean().default(false),
      holderName: FullNameSchema,
      phone: z.string().regex(/^\d{11,12}$/, 'Введите корректный номер телефона'),
      email: z.email().max(256),
      subscribe: z.boolean().default(false),
      redirect: z.string().max(2000).optional(),
      errorRedirect: z.string().max(2000).optional(),
      sourceUrl: z.string().max(2000).optional(),
      cryptogram: z.string().max(4096).optional(),
    }),
    // orderNumber: the short number a payer by requisites writes in the payment purpose (issue 8).
    response: z.object({ redirectUrl: z.string(), transactionUuid: z.string(), orderNumber: z.number().int() }),
  }),
  transaction: endpoint({
    method: 'GET',
    path: '/core/pay/transactions/:uuid/',
    summary: 'A transaction by its uuid, for the success and reject pages (the uuid is the secret)',
    tag,
    params: z.object({ uuid: Uuid }),
    response: TransactionSchema,
  }),
  cloudPaymentsWidget: endpoint({
    method: 'POST',
    path: '/core/pay/cloudpayments/init-widget/',
    summary: 'Parameters for the CloudPayments widget of a pending transaction',
    tag,
    roles: ['STUDENT_ROLE'],
    body: z.object({ transactionUuid: Uuid }),
    response: z.object({
      publicId: z.string(),
      amount: z.number(),
      currency: z.string(),
      invoiceId: z.string(),
      description: z.string(),
      accountId: z.string(),
      email: z.string(),
    }),
  }),
  sandboxTransaction: endpoint({
    method: 'GET',
    path: '/core/pay/sandbox/transactions/:uuid/',
    summary: "The sandbox provider's checkout data",
    tag,
    params: z.object({ uuid: Uuid }),
    response: z.object({
      uuid: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      description: z.string(),
      status: z.enum(TRANSACTION_STATUSES),
    }),
  }),
  sandboxDecision: endpoint({
    method: 'POST',
    path: '/core/pay/sandbox/transactions/:uuid/decision/',
    summary:
      'The payer approves or declines on the sandbox checkout page; the provider notifies us (signed) and answers where to go',
    tag,
    // Only the payer, signed in, with the signed link init answered (docs/commerce.md SANDBOX).
    roles: ['STUDENT_ROLE'],
    params: z.object({ uuid: Uuid }),
    body: z.object({ approve: z.boolean(), signature: z.string().min(1).max(200) }),
    response: z.object({ redirectUrl: z.string() }),
  }),
  coupon: endpoint({
    method: 'POST',
    path: '/core/pay/coupon/',
    summary: 'Activate a coupon product code: grants its products at once',
    tag,
    roles: ['STUDENT_ROLE'],
    body: z.object({ value: z.string().trim().min(1).max(50) }),
    response: z.object({ products: z.array(CouponProductSchema) }),
  }),
  myCoupons: endpoint({
    method: 'GET',
    path: '/products/my-coupons/',
    summary: "The student's activated coupon products, newest first (spec 1 §7)",
    tag,
    roles: ['STUDENT_ROLE'],
    response: z.array(z.object({ code: z.string(), activatedAt: z.string(), products: z.array(CouponProductSchema) })),
  }),
  kaspiCheck: endpoint({
    method: 'GET',
    path: '/core/pay/kaspi/v1/check-uid/:uid/',
    summary: 'Whether a Kaspi payment uid belongs to a known transaction and its status',
    tag,
    roles: SIGNED_IN,
    params: z.object({
      uid: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    response: z.object({ exists: z.boolean(), status: z.enum(TRANSACTION_STATUSES).nullable() }),
  }),
  kaspiPayment: endpoint({
    method: 'GET',
    path: '/core/pay/kaspi/transactions/:uuid/',
    summary: 'The Kaspi payment page: the order to pay in the Kaspi app, its link for the QR code, and its status',
    tag,
    // Only the payer (another user: 403); a transaction that is not a Kaspi payment: 404 (docs/kaspi.md).
    roles: ['STUDENT_ROLE'],
    params: z.object({ uuid: Uuid }),
    response: z.object({
      uuid: z.string(),
      orderNumber: z.number().int(),
      amount: z.number().int(),
      currency: z.string(),
      description: z.string(),
      status: z.enum(TRANSACTION_STATUSES),
      /** What the QR code carries and the "open Kaspi" button opens. */
      payUrl: z.string(),
      /** The development stand-in for the Kaspi app: the page offers pay and decline. */
      sandbox: z.boolean(),
      /** Where the page goes once the payment is decided. */
      successUrl: z.string(),
      rejectUrl: z.string(),
    }),
  }),
  kaspiSandboxDecision: endpoint({
    method: 'POST',
    path: '/core/pay/kaspi/sandbox/transactions/:uuid/decision/',
    summary:
      "The Kaspi sandbox (development only): the payer pays or declines as in the Kaspi app; answers the payment's status",
    tag,
    roles: ['STUDENT_ROLE'],
    params: z.object({ uuid: Uuid }),
    body: z.object({ approve: z.boolean() }),
    response: z.object({ status: z.enum(TRANSACTION_STATUSES) }),
  }),
  publicInfo: endpoint({
    method: 'GET',
    path: '/core/pay/public/',
    summary: 'Payee details for paying by requisites',
    tag,
    query: z.object({ hash: Hash.optional() }),
    response: z.object({
      paymentInfo: z.object({
        recipient: z.string(),
        bank: z.string(),
        bik: z.string(),
        account: z.string(),
        correspondentAccount: z.string(),
        purpose: z.string(),
      }),
      additionalPaymentInfo: z.string(),
      inn: z.string(),
      ogrn: z.string(),
    }),
  }),
  incidents: endpoint({
    method: 'GET',
    path: '/staff/payments/incidents/',
    summary: 'Payments received but not applied (wrong amount, paid twice), newest first',
    tag,
    roles: PAYMENT_STAFF,
    query: PaginationQuery,
    response: paginated(PaymentIncidentSchema),
  }),
};
