import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalHttpFake {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * A local stand-in for an outside service (Telegram, a push service, Sentry): a node:http server on
 * a free port that hands each request to `answer` with its whole body read.
 */
export async function startLocalHttpFake(
  answer: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void,
): Promise<LocalHttpFake> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
