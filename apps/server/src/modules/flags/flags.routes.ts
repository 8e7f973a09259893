import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import { notFound } from '../../plugins/errors.js';
import { FLAGS_CLIENT_KEY } from '../settings/variant.js';
import { changeFlagAudited, evaluateFeatures, featuresPayload } from './flags.service.js';
import { FlagsStream, type StreamClient } from './flags-stream.js';

/** Idle streams get a comment this often, so proxies and browsers keep them open. */
const HEARTBEAT_MS = 15_000;

const checkClientKey = (clientKey: string) => {
  if (clientKey !== FLAGS_CLIENT_KEY) throw notFound('Неизвестный ключ клиента.');
};

/**
 * A GrowthBook-compatible flag service, so the real GrowthBook SDK is the client (spec 1 §1, §7):
 * the features payload, its event stream and remote evaluation. docs/flags.md.
 */
export function flagsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const remoteEval = ctx.config.FLAGS_REMOTE_EVAL === 'true';
  const stream = new FlagsStream(ctx.db, {
    pollMs: ctx.config.FLAGS_STREAM_POLL_MS,
    remoteEval,
    onError: (error) => ctx.log.error({ err: error }, 'flags stream poll failed'),
  });
  // Before the server waits for its connections to end: open streams would keep it waiting.
  app.addHook('preClose', async () => stream.close());

  route(app, contract.flags.features, async ({ params, reply }) => {
    checkClientKey(params.clientKey);
    // GrowthBook's SDK opens the stream only for a host that says it has one.
    void reply.header('x-sse-support', 'enabled');
    return featuresPayload(ctx.db);
  });

  route(
    app,
    contract.flags.remoteEval,
    async ({ params, body, reply }) => {
      checkClientKey(params.clientKey);
      void reply.header('x-sse-support', 'enabled');
      return evaluateFeatures(ctx.db, body);
    },
    { bodyLimit: 32 * 1024 },
  );

  // Audited like the console's flag editor: every flag change lands in the audit log.
  route(app, contract.flags.update, async (request) => {
    const { params, body } = request;
    await changeFlagAudited(ctx.db, signedIn(request), params.key, body);
    const { features } = await featuresPayload(ctx.db);
    const flag = features[params.key]!;
    return { key: params.key, defaultValue: flag.defaultValue, rules: flag.rules ?? [] };
  });

  route(app, contract.flags.stream, async ({ params, headers, reply }) => {
    checkClientKey(params.clientKey);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const client: StreamClient = {
      send: (event, data, id) => raw.write(`id: ${id}\nevent: ${event}\ndata: ${data}\n\n`),
      end: () => raw.end(),
    };
    const accept = String(headers.accept ?? '');
    if (!accept.includes('text/event-stream')) {
      // Not an EventSource (curl, a probe): the current payload once, then the answer ends.
      const { payload, version } = await stream.currentVersion();
      client.send('features', JSON.stringify(payload), version);
      raw.end();
      return '';
    }
    raw.write('retry: 3000\n\n');
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const lastEventId = headers['last-event-id'];
    raw.on('close', () => {
      clearInterval(heartbeat);
      stream.remove(client);
    });
    await stream.add(client, typeof lastEventId === 'string' ? lastEventId : undefined);
    return '';
  });
}
