import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.js';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on the API's port. The build writes brotli and gzip copies beside every
 * text asset (scripts/build.mjs); they are sent to browsers that accept them (issue 8: a phone on
 * mobile data). Hashed assets are cached for a year; index.html and the rest are revalidated on
 * every visit, so a deploy reaches everyone. Any other GET outside /api answers index.html so the
 * client router takes over.
 */
/**
 * Pages without the signed-in shell, for guests above all: the identity pages and the sign-in
 * hand-offs, and the payment pages a guest reaches by a link. They get `index.html`; every other
 * page gets `app.html`, which also asks for the shell's files at once (apps/web/build/shell-preload.ts).
 */
const WITHOUT_SHELL =
  /^\/(id\/|login|oauth-callback|vk-id-callback|payment|sandbox-checkout|cart\/(link|standalone)\/)/;

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const hasAppPage = existsSync(path.join(root, 'app.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours, from setHeaders: `send` would otherwise put its own max-age=0 over it.
      cacheControl: false,
      // The compressed copies are sent in place of their originals: no routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.slice(1).split('?')[0] ?? ''));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets|media)\//.test(url);
    if (wantsPage && hasBuild) {
      const page = hasAppPage && !WITHOUT_SHELL.test(url) ? 'app.html' : 'index.html';
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send(notFound(`Такого адреса API нет: ${request.method} ${url}`).body());
  });
}
