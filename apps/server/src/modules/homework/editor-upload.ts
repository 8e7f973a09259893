import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@school/contract';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../plugins/errors.js';
import { acceptFileForms, uploadedFile } from '../profile/avatar-form.js';
import { detectImage } from '../profile/image-type.js';

/** Issue 10: a picture of handwritten work up to 10 MB (spec 1 §8 'Файл слишком большой' above). */
export const EDITOR_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const FIELD = { name: 'file', onlyThis: 'Здесь можно отправить только файл изображения в поле file.' };

export const acceptEditorUploads = (app: FastifyInstance, endpoint: Endpoint) =>
  acceptFileForms(app, endpoint, EDITOR_UPLOAD_MAX_BYTES, FIELD);

/**
 * `POST /v2/core/editor/upload/`: only images, known by their bytes (the name and the browser's
 * word are not trusted), stored under a random name through the storage adapter.
 */
export async function saveEditorUpload(ctx: AppContext, request: { raw: IncomingMessage }) {
  const bytes = uploadedFile(request);
  if (!bytes) throw fieldError('file', 'Файл не передан.', 'required');
  if (bytes.length === 0) throw fieldError('file', 'Файл пустой.', 'empty_file');
  const image = detectImage(bytes);
  if (!image) throw fieldError('file', 'Можно загрузить только изображение: JPEG, PNG, GIF или WebP.', 'not_image');
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  const url = await ctx.storage.put(`editor/${name}`, bytes, image.contentType);
  return { url, name };
}
