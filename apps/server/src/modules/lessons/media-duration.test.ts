import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../../paths.js';
import { mediaDurationSeconds, webmDuration } from './media-duration.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-duration-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 with ftyp, a media box and a moov whose mvhd says `duration` ticks of `timescale`. */
function mp4(timescale: number, duration: number, version: 0 | 1 = 0): Buffer {
  const mvhd = Buffer.alloc(version === 1 ? 108 : 96);
  mvhd[0] = version;
  if (version === 1) {
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    mvhd.writeUInt32BE(timescale, 12);
    mvhd.writeUInt32BE(duration, 16);
  }
  return Buffer.concat([
    box('ftyp', Buffer.from('isom')),
    box('mdat', Buffer.alloc(64)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

async function file(name: string, content: Buffer): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, content);
  return target;
}

describe('mediaDurationSeconds', () => {
  it('reads the WebM demo video: 72 s', async () => {
    expect(await mediaDurationSeconds(serverPath('media', 'sample-lesson.webm'))).toBe(72);
  });

  it('reads an MP4 movie header, version 0 and 1', async () => {
    expect(await mediaDurationSeconds(await file('a.mp4', mp4(1000, 125_400)))).toBe(125);
    expect(await mediaDurationSeconds(await file('b.mp4', mp4(90_000, 90_000 * 3605, 1)))).toBe(3605);
  });

  it('answers null for a missing file, another kind of file and a header without a duration', async () => {
    expect(await mediaDurationSeconds(path.join(dir, 'missing.webm'))).toBeNull();
    expect(await mediaDurationSeconds(await file('doc.pdf', Buffer.from('%PDF-1.4 not a video')))).toBeNull();
    expect(await mediaDurationSeconds(await file('empty.mp4', Buffer.alloc(0)))).toBeNull();
    expect(await mediaDurationSeconds(await file('zero.mp4', mp4(0, 100)))).toBeNull();
  });
});

describe('webmDuration', () => {
  it('needs the EBML header first', () => {
    expect(webmDuration(Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80]))).toBeNull();
  });
});
