import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalHttpFake, type LocalHttpFake } from '../../test/local-http-fake.js';

export interface BotApiCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}

interface BotApiFailure {
  status: number;
  description: string;
}

/**
 * A local fake of the Telegram Bot API (node:http): `POST /bot<token>/<method>` with a JSON body,
 * answered `{ok: true, result}` unless a test made a chat fail.
 */
export class FakeBotApi {
  readonly calls: BotApiCall[] = [];
  /** chat_id -> the error Telegram answers for it (403 blocked, 429 too many requests...). */
  readonly failFor = new Map<number, BotApiFailure>();
  private server: LocalHttpFake | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = await startLocalHttpFake((request, body, response) => this.answer(request, body, response));
    this.url = this.server.url;
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  private answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const params = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
    if (!match || request.method !== 'POST') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    this.calls.push({ token: match[1]!, method: match[2]!, params });
    const failure = this.failFor.get(Number(params.chat_id));
    response.writeHead(failure?.status ?? 200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        failure
          ? { ok: false, error_code: failure.status, description: failure.description }
          : { ok: true, result: true },
      ),
    );
  }

  sent(chatId: number): BotApiCall[] {
    return this.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);
  }
}
