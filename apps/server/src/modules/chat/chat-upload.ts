import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS, type Attachment, type Endpoint } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { fieldError } from '../../plugins/errors.js';
import { acceptFileForms, uploadedFile, uploadedFileName } from '../profile/avatar-form.js';
import { detectAttachment } from './attachment-type.js';
import { insertAttachment } from './chat-attachments.repo.js';
import { imageSize } from './image-size.js';

const FIELD = { name: 'file', onlyThis: 'Здесь можно отправить только файл в поле file.' };
const MAX_NAME = 200;

/** Over CHAT_LIMITS.attachmentMaxBytes the form is refused with spec 1 §5 'Файл слишком большой'. */
export const acceptChatUploads = (app: FastifyInstance, endpoint: Endpoint) =>
  acceptFileForms(app, endpoint, CHAT_LIMITS.attachmentMaxBytes, FIELD);

/** A printable name of at most 200 characters; the stored file itself has a random name. */
function displayName(raw: string | undefined, extension: string): string {
  const name = (raw ?? '')
    .replace(/[\p{C}/\\]/gu, '')
    .trim()
    .slice(-MAX_NAME);
  return name || `file.${extension}`;
}

/**
 * `POST /messages/attachments/`: an image or a document, known by its bytes, stored through the
 * storage adapter; the sender puts its uuid in a stream_post (once, and only their own).
 */
export async function saveChatUpload(
  ctx: AppContext,
  user: AuthUser,
  request: { raw: IncomingMessage },
): Promise<Attachment> {
  const bytes = uploadedFile(request);
  if (!bytes) throw fieldError('file', 'Файл не передан.', 'required');
  if (bytes.length === 0) throw fieldError('file', 'Файл пустой.', 'empty_file');
  const name = uploadedFileName(request);
  const type = detectAttachment(bytes, name ?? '');
  if (!type) {
    throw fieldError(
      'file',
      'Можно отправить изображение (JPEG, PNG, GIF, WebP), PDF или документ Office.',
      'unsupported_file',
    );
  }
  const uuid = randomUUID();
  const storageKey = `chat/${uuid}.${type.extension}`;
  const url = await ctx.storage.put(storageKey, bytes, type.mimeType);
  const size = type.isImage ? imageSize(bytes) : null;
  const row = await insertAttachment(ctx.db, {
    uuid,
    ownerId: user.id,
    storageKey,
    url,
    name: displayName(name, type.extension),
    mimeType: type.mimeType,
    size: bytes.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
  });
  return { uuid, url, name: row.name, mimeType: row.mimeType, size: row.size, width: row.width, height: row.height };
}
