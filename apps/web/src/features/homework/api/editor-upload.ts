import type { UploadedFile } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/client';

/** Spec 1 §8 'failed_to_upload_file' causes. */
export type UploadFailure =
  'badLink' | 'noLink' | 'uploadError' | 'parsing' | 'tooLarge' | 'invalidType' | 'notSupported';

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(readonly failure: UploadFailure) {
    super(`failed_to_upload_file: ${failure}`);
  }
}

/** The largest picture the editor sends; a larger one is refused before it is uploaded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A link the page may show: the site's own path or http(s). */
const isUsableLink = (url: string) => url.startsWith('/') || /^https?:\/\//i.test(url);

function failureOf(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message.startsWith('Unreadable') ? 'parsing' : 'uploadError';
  }
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'invalidType';
  if (error.status === 404 || error.status === 405 || error.status === 501) return 'notSupported';
  return 'uploadError';
}

/** Uploads a picture of the answer (spec 1 §8, §9: the editor's upload endpoint, multipart `file`). */
export async function uploadEditorFile(file: File): Promise<UploadedFile> {
  if (typeof FormData === 'undefined') throw new UploadError('notSupported');
  if (!file.type.startsWith('image/')) throw new UploadError('invalidType');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('tooLarge');
  const form = new FormData();
  form.append('file', file);
  let uploaded: { url?: unknown; name?: unknown } | undefined;
  try {
    uploaded = await call(contract.homework.editorUpload, { form });
  } catch (error) {
    throw new UploadError(failureOf(error));
  }
  if (typeof uploaded?.url !== 'string' || uploaded.url === '') throw new UploadError('noLink');
  if (!isUsableLink(uploaded.url)) throw new UploadError('badLink');
  return { url: uploaded.url, name: typeof uploaded.name === 'string' && uploaded.name ? uploaded.name : file.name };
}
