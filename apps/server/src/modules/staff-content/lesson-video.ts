import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { STAFF_LESSON_VIDEO_MAX_BYTES, type Endpoint } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError } from '../../plugins/errors.js';
import { mediaDurationSeconds } from '../lessons/media-duration.js';
import { acceptFileForms, uploadedFile, uploadedFileName } from '../profile/avatar-form.js';
import { lessonExists, setUploadedVideo } from './staff-content.service.js';

const FIELD = { name: 'video', onlyThis: 'Здесь можно отправить только видео в поле video.' };

export const acceptVideoUploads = (app: FastifyInstance, endpoint: Endpoint) =>
  acceptFileForms(app, endpoint, STAFF_LESSON_VIDEO_MAX_BYTES, FIELD);

/** WebM (EBML header) or MP4 (`ftyp` box first), known by the bytes, not by the name or the browser's word. */
export function detectVideo(bytes: Buffer): { extension: string; contentType: string } | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3)
    return { extension: 'webm', contentType: 'video/webm' };
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp')
    return { extension: 'mp4', contentType: 'video/mp4' };
  return null;
}

/** The header reader works on a file: the upload is written to a private temporary folder for it. */
async function lengthOf(bytes: Buffer, extension: string): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lesson-video-'));
  try {
    const file = path.join(dir, `video.${extension}`);
    await writeFile(file, bytes);
    return await mediaDurationSeconds(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `POST /staff/content/lessons/:id/video/`: the file goes through the storage adapter under a
 * random name; the lesson takes its URL and the length its header tells (null when it does not).
 */
export async function uploadLessonVideo(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  request: { raw: IncomingMessage },
) {
  const bytes = uploadedFile(request);
  if (!bytes) throw fieldError('video', 'Файл не передан.', 'required');
  if (bytes.length === 0) throw fieldError('video', 'Файл пустой.', 'empty_file');
  const video = detectVideo(bytes);
  if (!video) throw fieldError('video', 'Можно загрузить только видео: MP4 или WebM.', 'not_video');
  await lessonExists(ctx.db, id);
  const length = await lengthOf(bytes, video.extension);
  const url = await ctx.storage.put(
    `lessons/${randomBytes(16).toString('hex')}.${video.extension}`,
    bytes,
    video.contentType,
  );
  const name = (uploadedFileName(request) ?? '').slice(0, 200);
  return setUploadedVideo(ctx.db, actor, id, { url, length, name, bytes: bytes.length });
}
