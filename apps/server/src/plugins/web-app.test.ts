import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

const SCRIPT = 'export const answer = 42;'.repeat(40);
const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_PAGE = '<!doctype html><html><head><link rel="modulepreload" href="/assets/shell.js"></head></html>';

/** A dist folder as scripts/build.mjs leaves it: originals with their brotli and gzip copies. */
function writeDist(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', PAGE);
  write('app.html', APP_PAGE);
  write('assets/index-Ab12Cd34.js', SCRIPT);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the web app: precompressed, cacheable assets (issue 8)', () => {
  let dir: string;
  let app: FastifyInstance;
  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
    writeDist(dir);
    app = Fastify({ logger: false });
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed script as brotli, else gzip, else plain, cached for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers the app page for app paths, compressed and revalidated on every visit', async () => {
    const pages = {
      '/id/login?client_id=web': PAGE,
      '/payment?cartHash=x': PAGE,
      '/home': APP_PAGE,
      '/catalog/3': APP_PAGE,
    };
    for (const [url, expected] of Object.entries(pages)) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      // The signed-in pages ask for the shell at once; the sign-in and guest payment pages do not (issue 8).
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(expected);
    }
  });

  it('serves a file without compressed copies as it is; a missing asset is a 404, not the page', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/missing-0000.js', 'br')).statusCode).toBe(404);
  });
});
