import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/responses';
import { MAX_UPLOAD_BYTES, uploadEditorFile, type UploadFailure } from './editor-upload';

const image = (size = 10) => new File([new Uint8Array(size)], 'photo.jpg', { type: 'image/jpeg' });
const answer = (response: Response | Error) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
const failureOf = async (file: File): Promise<UploadFailure | undefined> =>
  uploadEditorFile(file).then(
    () => undefined,
    (error: { failure?: UploadFailure }) => error.failure,
  );

afterEach(() => vi.unstubAllGlobals());

describe('editor upload (spec 1 §8 failed_to_upload_file causes)', () => {
  it('posts the file as multipart `file` and answers with its link', async () => {
    answer(json({ url: '/media/editor/1.jpg', name: 'photo.jpg' }, 201));
    await expect(uploadEditorFile(image())).resolves.toEqual({ url: '/media/editor/1.jpg', name: 'photo.jpg' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v2/core/editor/upload/');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each<[string, Response | Error, UploadFailure]>([
    ['too large by the server', json({ type: 'client_error', errors: [] }, 413), 'tooLarge'],
    ['a type the server refuses', json({ type: 'client_error', errors: [] }, 415), 'invalidType'],
    ['no upload endpoint', json({ type: 'client_error', errors: [] }, 404), 'notSupported'],
    ['a server error', json({ type: 'server_error', errors: [] }, 500), 'uploadError'],
    ['no network', new TypeError('Failed to fetch'), 'uploadError'],
    ['an unreadable answer', new Response('<html>', { status: 201 }), 'parsing'],
    ['no link in the answer', json({ name: 'x' }, 201), 'noLink'],
    ['a bad link', json({ url: 'javascript:alert(1)', name: 'x' }, 201), 'badLink'],
  ])('%s -> %s', async (_name, response, failure) => {
    answer(response);
    expect(await failureOf(image())).toBe(failure);
  });

  it('refuses a file too large or not an image before sending it', async () => {
    answer(json({}, 201));
    expect(await failureOf(image(MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
    expect(await failureOf(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toBe('invalidType');
    expect(fetch).not.toHaveBeenCalled();
  });
});
