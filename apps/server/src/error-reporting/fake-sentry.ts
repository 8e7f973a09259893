import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSentry {
  /** A DSN of this fake: `http://public@127.0.0.1:<port>/<project>`. */
  dsn: string;
  /** The envelopes received at `/api/<project>/envelope/`, as sent. */
  envelopes: string[];
  close(): Promise<void>;
}

/** A local stand-in for Sentry's ingest: tests see what the SDK really sends (docs/pwa-and-error-reporting.md). */
export async function startFakeSentry(project = '7'): Promise<FakeSentry> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.startsWith(`/api/${project}/envelope/`)) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/${project}`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
