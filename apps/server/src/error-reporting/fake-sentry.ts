import { startLocalHttpFake } from '../test/local-http-fake.js';

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
  const server = await startLocalHttpFake((request, body, response) => {
    if (request.method === 'POST' && request.url?.startsWith(`/api/${project}/envelope/`)) {
      envelopes.push(body.toString('utf8'));
    }
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
  });
  return { dsn: server.url.replace('http://', 'http://public@') + `/${project}`, envelopes, close: server.close };
}
