import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors.js';

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year;
 * any other GET outside /api answers index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.slice(1).split('?')[0] ?? ''));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets|media)\//.test(url);
    if (wantsPage && hasBuild)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(notFound(`No route ${request.method} ${url}`).body());
  });
}
