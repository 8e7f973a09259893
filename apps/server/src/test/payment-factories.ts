import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { orders, purchaseDocuments, studentProducts, transactions } from '../db/schema.js';
import { signSandbox } from '../modules/payment/providers/sandbox.js';
import { getOrCreateSecret } from '../modules/settings/settings.service.js';
import { api, post, TEST_PUBLIC_URL, type ApiResponse } from './test-app.js';

/** A valid `POST /core/pay/init/` body (wire case). */
export const payBody = (overrides: Record<string, unknown> = {}) => ({
  payment_system: 'SANDBOX',
  holder_name: 'Иванова Мария Петровна',
  phone: '79161234567',
  email: 'payer@example.com',
  redirect: `${TEST_PUBLIC_URL}/payment/success/`,
  error_redirect: `${TEST_PUBLIC_URL}/payment/reject`,
  ...overrides,
});

export async function addToCart(app: FastifyInstance, token: string, product: number, extra: object = {}) {
  const res = await post(app, '/cart/', { product, ...extra }, { token });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

/** Starts a payment of the student's cart (or of the standalone cart `hash`): its uuid and where to pay. */
export async function startCheckout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
  hash?: string,
): Promise<{ uuid: string; redirectUrl: string }> {
  const res = await post(app, '/core/pay/init/', payBody(body), { token, query: hash ? { hash } : undefined });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { uuid: res.body.transaction_uuid, redirectUrl: res.body.redirect_url };
}

/** Starts a payment (see startCheckout); answers the uuid. */
export async function startPayment(...args: Parameters<typeof startCheckout>): Promise<string> {
  return (await startCheckout(...args)).uuid;
}

/** The payer's click on the sandbox checkout page that init sent them to (its signed link). */
export function decideSandbox(app: FastifyInstance, token: string, checkoutUrl: string, approve: boolean) {
  const url = new URL(checkoutUrl);
  const uuid = url.pathname.split('/').at(-1);
  const body = { approve, signature: url.searchParams.get('signature') ?? '' };
  return post(app, `/core/pay/sandbox/transactions/${uuid}/decision/`, body, { token });
}

export interface SandboxNotice {
  uuid: string;
  transactionId?: string;
  status: 'succeeded' | 'declined';
  amount: number;
  currency?: string;
  reason?: string | null;
}

/** The sandbox provider's notification, signed with the app's secret (or the given signature). */
export async function notifySandbox(
  app: FastifyInstance,
  db: Db,
  notice: SandboxNotice,
  options: { signature?: string; tamper?: (body: string) => string } = {},
): Promise<ApiResponse> {
  const body = JSON.stringify({ transactionId: `sbx_${notice.uuid.slice(0, 8)}`, currency: 'RUB', ...notice });
  const signature = options.signature ?? signSandbox(body, await getOrCreateSecret(db, 'sandbox-payments'));
  return api(app, 'POST', '/core/pay/sandbox/notify/', {
    body: options.tamper ? options.tamper(body) : body,
    headers: { 'x-sandbox-signature': signature },
  });
}

/** What one payment left behind: its rows as they are in the database. */
export async function paymentState(db: Db, uuid: string, studentId: number) {
  const [transaction] = await db.select().from(transactions).where(eq(transactions.uuid, uuid));
  if (!transaction) throw new Error(`transaction ${uuid} is missing`);
  const [order] = await db.select().from(orders).where(eq(orders.id, transaction.orderId));
  const access = await db.select().from(studentProducts).where(eq(studentProducts.studentId, studentId));
  const documents = await db
    .select({ id: purchaseDocuments.id })
    .from(purchaseDocuments)
    .where(and(eq(purchaseDocuments.orderId, transaction.orderId), eq(purchaseDocuments.userId, studentId)));
  return { transaction, order: order!, access, documents };
}
