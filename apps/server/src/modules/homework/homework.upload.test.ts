import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError } from '../../test/expect-error.js';
import { multipartForm } from '../../test/multipart-form.js';
import { EDITOR_UPLOAD_MAX_BYTES } from './editor-upload.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'editor-upload-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await accessTokenFor(await buildUser(t.db));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(body: ReturnType<typeof multipartForm>, auth: string | null = token) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/core/editor/upload/',
    headers: { 'content-type': body.contentType, ...(auth && { authorization: `Bearer ${auth}` }) },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const png = (bytes = PNG, field = 'file') => multipartForm({ bytes, name: 'photo.png', type: 'image/png', field });

describe('POST /v2/core/editor/upload/', () => {
  it('stores an image under a random name and serves it back', async () => {
    const res = await upload(png());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/editor\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    // A phone photo of several megabytes is fine.
    expect((await upload(png(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])))).status).toBe(201);
  });

  it("answers 'Файл слишком большой' above 10 MB, and refuses what is not an image", async () => {
    const big = await upload(png(Buffer.concat([PNG, Buffer.alloc(EDITOR_UPLOAD_MAX_BYTES)])));
    expect(expectFieldError(big, 'file', 'file_too_large').errors[0]?.detail).toBe('Файл слишком большой');
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    expectFieldError(
      await upload(multipartForm({ bytes: script, name: 'a.png', type: 'image/png', field: 'file' })),
      'file',
      'not_image',
    );
    expectFieldError(await upload(png(Buffer.alloc(0))), 'file', 'empty_file');
    expectFieldError(await upload(png(PNG, 'avatar')), 'avatar');
  });

  it('takes a form from signed-in users only, and answers a JSON body with a 4xx', async () => {
    expect((await upload(png(), null)).status).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/core/editor/upload/',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{}',
    });
    expectError({ status: json.statusCode, body: json.json(), headers: {} }, 400, { code: 'required' });
  });
});
