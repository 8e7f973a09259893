import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const params = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
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
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  sent(chatId: number): BotApiCall[] {
    return this.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);
  }
}
