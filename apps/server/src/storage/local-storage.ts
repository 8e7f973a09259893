import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { UPLOADS_PREFIX, type FileStorage } from './file-storage.js';

/** Files under `<DATA_DIR>/uploads`, served back by this server (one process, one port). */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    return `${UPLOADS_PREFIX}${key}`;
  }

  /** Keys are random and never rewritten, so a file may be cached for long. */
  async serve(app: FastifyInstance): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: this.root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  }
}
