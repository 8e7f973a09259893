import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverPath } from '../paths.js';

const mediaDir = serverPath('media');

/**
 * Demo media shipped with the repository (the sample lesson video), served with
 * range requests so the player can seek. Real deployments keep videos on a CDN.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    maxAge: '1d',
  });
}
