import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, generalError, notFound, zodToValidationError } from '../../plugins/errors.js';
import { getOrCreateSecret } from '../settings/settings.service.js';
import { handleNotice, type NoticeOutcome } from './confirmation.js';
import { kaspiCallback, KaspiCallbackSchema } from './kaspi-payment.js';
import { KASPI_SANDBOX_SECRET } from './providers/kaspi.js';
import type { PaymentNotice } from './providers/provider.js';
import type { Providers } from './providers/registry.js';
import {
  SANDBOX_SECRET,
  SANDBOX_SIGNATURE_HEADER,
  SandboxNotificationSchema,
  toNotice,
  verifySandbox,
} from './providers/sandbox.js';

const invalidSignature = () => new AppError(401, 'invalid_signature', 'Подпись уведомления неверна.');
const rawBody = (request: FastifyRequest): Buffer => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

async function apply(ctx: AppContext, request: FastifyRequest, notice: PaymentNotice): Promise<NoticeOutcome> {
  const outcome = await handleNotice(ctx, notice);
  // Money was taken but not applied: it is in payment_incidents, and someone has to look at it.
  if (outcome === 'incident') {
    request.log.error(
      { uuid: notice.uuid, system: notice.system, providerTransactionId: notice.providerTransactionId },
      'a successful payment could not be applied: recorded as a payment incident',
    );
  }
  return outcome;
}

/**
 * Provider notifications (docs/commerce.md "Paying", step 2). They are signed over the exact bytes
 * sent, so this scope keeps the raw body (its own content-type parser; the API's JSON parser is
 * untouched) and verifies the HMAC before reading a field.
 */
export function webhookRoutes(ctx: AppContext, providers: Providers) {
  return async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post('/core/pay/sandbox/notify/', async (request) => {
      if (!providers.sandbox.configured) throw notFound();
      const raw = rawBody(request);
      const header = request.headers[SANDBOX_SIGNATURE_HEADER];
      const secret = await getOrCreateSecret(ctx.db, SANDBOX_SECRET);
      if (!verifySandbox(raw, typeof header === 'string' ? header : undefined, secret)) throw invalidSignature();
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw generalError('Уведомление не удалось разобрать.', 'parse_error');
      }
      const parsed = SandboxNotificationSchema.safeParse(json);
      if (!parsed.success) throw zodToValidationError(parsed.error);
      const outcome = await apply(ctx, request, toNotice(parsed.data));
      if (outcome === 'unknown') throw notFound('Платёж не найден.');
      return { status: outcome };
    });

    // Kaspi's payment protocol (docs/kaspi.md): GET with the query, Basic auth, a JSON answer with `result`.
    scope.get('/core/pay/kaspi/notify/', async (request) => {
      const kaspi = providers.kaspi;
      if (!kaspi.configured) throw notFound();
      const sandboxSecret = kaspi.sandbox ? await getOrCreateSecret(ctx.db, KASPI_SANDBOX_SECRET) : null;
      if (!kaspi.authentic(request.headers.authorization, request.ip, sandboxSecret)) throw invalidSignature();
      const parsed = KaspiCallbackSchema.safeParse(request.query);
      if (!parsed.success) throw zodToValidationError(parsed.error);
      const answer = await kaspiCallback(ctx, parsed.data);
      if (parsed.data.command === 'pay' && answer.result === 0) {
        request.log.info({ account: parsed.data.account, txnId: parsed.data.txn_id }, 'kaspi payment applied');
      }
      return answer;
    });

    // CloudPayments answers `{code: 0}` to mean "received"; 10 is its "unknown invoice".
    scope.post<{ Params: { kind: string } }>('/core/pay/cloudpayments/notify/:kind/', async (request) => {
      const cp = providers.cloudPayments;
      const { kind } = request.params;
      if (!cp.configured || (kind !== 'pay' && kind !== 'fail')) throw notFound();
      const raw = rawBody(request);
      if (!cp.verify(raw, request.headers)) throw invalidSignature();
      const notice = cp.parse(raw, request.headers['content-type'], kind === 'pay');
      if (!notice) throw generalError('Уведомление не удалось разобрать.', 'parse_error');
      const outcome = await apply(ctx, request, notice);
      return { code: outcome === 'unknown' ? 10 : 0 };
    });
  };
}
