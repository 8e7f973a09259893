import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Endpoint } from '@school/contract';
import { AppError, fieldError } from '../../plugins/errors.js';

/** Spec 1 §5 'too large' text, exactly as written. */
export const FILE_TOO_LARGE = 'Файл слишком большой';

/** The file of a multipart request, read before the route's handler runs. */
const uploads = new WeakMap<IncomingMessage, Buffer>();
const uploadNames = new WeakMap<IncomingMessage, string>();

export const uploadedFile = (request: { raw: IncomingMessage }): Buffer | undefined => uploads.get(request.raw);
export const uploadedAvatar = uploadedFile;
/** The file's name as the sender gave it (shown with a chat attachment; never used as a path). */
export const uploadedFileName = (request: { raw: IncomingMessage }): string | undefined => uploadNames.get(request.raw);

/** The one file field a form endpoint takes, and what a sender of another field is told. */
export interface FileField {
  name: string;
  onlyThis: string;
}

const AVATAR_FIELD: FileField = { name: 'avatar', onlyThis: 'Здесь можно отправить только аватар.' };

async function readForm(app: FastifyInstance, request: FastifyRequest, field: FileField): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname !== field.name) throw fieldError(part.fieldname, field.onlyThis);
      else {
        uploads.set(request.raw, await part.toBuffer());
        uploadNames.set(request.raw, part.filename);
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw fieldError(field.name, FILE_TOO_LARGE, 'file_too_large');
    }
    if (error instanceof AppError) throw error;
    // A broken or oversized form (too many parts, no boundary) is the sender's mistake, never a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw new AppError(400, 'invalid_form', 'Не удалось прочитать форму.');
    throw error;
  }
  request.body = fields;
}

/**
 * Spec 1 §7 "avatar sent as form PATCH": multipart for this one endpoint, one file of at most
 * `maxBytes`, its fields handed to the route as the body. A caller the endpoint would refuse is
 * not read at all: the route answers 401/403 without taking a stranger's megabytes.
 */
export async function acceptFileForms(
  app: FastifyInstance,
  endpoint: Endpoint,
  maxBytes: number,
  field: FileField = AVATAR_FIELD,
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 } });
  app.addHook('preValidation', async (request) => {
    const { method, url } = request.routeOptions;
    if (method !== endpoint.method || !url?.endsWith(endpoint.path)) return;
    const role = request.authUser?.role;
    if (!role || !endpoint.roles?.includes(role)) return;
    await readForm(app, request, field);
  });
}

export const acceptAvatarForms = (app: FastifyInstance, endpoint: Endpoint, maxBytes: number) =>
  acceptFileForms(app, endpoint, maxBytes);
