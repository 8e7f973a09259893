import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm as form } from '../../test/multipart-form.js';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { detectImage } from './image-type.js';

const MAX_BYTES = 64 * 1024;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'avatar-test-'));
  t = await createTestApp({ DATA_DIR: dataDir, AVATAR_MAX_BYTES: MAX_BYTES });
  token = await accessTokenFor(await buildUser(t.db));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(body: ReturnType<typeof form>, auth: string | null = token) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v2/core/users/profile/',
    headers: { 'content-type': body.contentType, ...(auth && { authorization: `Bearer ${auth}` }) },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('PATCH /v2/core/users/profile/ with an avatar (multipart)', () => {
  it('stores the image on disk under the data directory and serves it back', async () => {
    const res = await upload(form({ bytes: PNG, name: 'me.png', type: 'image/png' }, { first_name: 'Алиса' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.first_name).toBe('Алиса');
    expect(res.body.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(await readFile(join(dataDir, 'uploads', res.body.avatar.replace('/uploads/', '')))).toEqual(PNG);
    const served = await t.app.inject({ method: 'GET', url: res.body.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect((await get(t.app, '/v2/core/users/profile/', { token })).body.avatar).toBe(res.body.avatar);
  });

  it("answers 'Файл слишком большой' over the limit", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]);
    const res = await upload(form({ bytes: big, name: 'big.png', type: 'image/png' }));
    expect(expectFieldError(res, 'avatar', 'file_too_large').errors[0]?.detail).toBe('Файл слишком большой');
  });

  it('takes only images, by their bytes, not by the name or the type the sender gave', async () => {
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectFieldError(await upload(form({ bytes: script, name: 'cat.png', type: 'image/png' })), 'avatar', 'not_image');
    const text = Buffer.from('just text, no picture');
    expectFieldError(await upload(form({ bytes: text, name: 'a.jpg', type: 'image/jpeg' })), 'avatar', 'not_image');
    // A real PNG named and typed as a document is still a PNG.
    const renamed = await upload(form({ bytes: PNG, name: 'notes.txt', type: 'text/plain' }));
    expect(renamed.status).toBe(200);
    expectFieldError(await upload(form({ bytes: PNG, name: 'x.png', type: 'image/png', field: 'resume' })), 'resume');
  });

  it('is for signed-in students only', async () => {
    expectNotAuthenticated(await upload(form({ bytes: PNG, name: 'me.png', type: 'image/png' }), null));
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await upload(form({ bytes: PNG, name: 'me.png', type: 'image/png' }), tutor));
  });
});

describe('detectImage', () => {
  it('knows PNG, JPEG, GIF and WebP by their signatures and nothing else', () => {
    expect(detectImage(PNG)?.contentType).toBe('image/png');
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(detectImage(Buffer.from('GIF89a'))?.extension).toBe('gif');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.extension).toBe('webp');
    expect(detectImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImage(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
