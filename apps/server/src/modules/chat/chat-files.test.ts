import { describe, expect, it } from 'vitest';
import { detectAttachment } from './attachment-type.js';
import { FloodLimit } from './flood-limit.js';
import { imageSize } from './image-size.js';
import { plural } from './chat-system-message.js';

const hex = (value: string) => Buffer.from(value, 'hex');

describe('chat attachments by their bytes', () => {
  it('knows images, PDF and Office documents, and refuses the rest whatever the name', () => {
    expect(detectAttachment(hex('ffd8ffe000104a464946'), 'photo.txt')).toMatchObject({
      mimeType: 'image/jpeg',
      isImage: true,
    });
    expect(detectAttachment(Buffer.from('%PDF-1.7'), 'x')).toMatchObject({ mimeType: 'application/pdf' });
    expect(detectAttachment(hex('504b030414000600'), 'Отчёт.DOCX')?.extension).toBe('docx');
    expect(detectAttachment(hex('d0cf11e0a1b11ae10000'), 'table.xls')?.mimeType).toBe('application/vnd.ms-excel');
    expect(detectAttachment(hex('504b030414000600'), 'archive.zip')).toBeNull();
    expect(detectAttachment(Buffer.from('<svg onload=alert(1)>'), 'pic.png')).toBeNull();
    expect(detectAttachment(Buffer.from('%PD'), 'cut.pdf')).toBeNull();
  });

  it('reads the pixel size from PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(hex('89504e470d0a1a0a0000000d4948445200000140000000f0'))).toEqual({ width: 320, height: 240 });
    expect(imageSize(hex('474946383961400030000000'))).toEqual({ width: 64, height: 48 });
    const jpeg = hex('ffd8ffe000044a46ffc0000b08007800a003012200');
    expect(imageSize(jpeg)).toEqual({ width: 160, height: 120 });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0);
    vp8x.write('WEBPVP8X', 8);
    vp8x.writeUIntLE(99, 24, 3);
    vp8x.writeUIntLE(49, 27, 3);
    expect(imageSize(vp8x)).toEqual({ width: 100, height: 50 });
    expect(imageSize(hex('ffd8ffc000'))).toBeNull();
  });
});

describe('flood limit', () => {
  it('takes 10 requests a second and starts again in the next second', () => {
    let now = 1_000;
    const limit = new FloodLimit(10, () => now);
    expect(Array.from({ length: 11 }, () => limit.take())).toEqual([...Array(10).fill(true), false]);
    now += 999;
    expect(limit.take()).toBe(false);
    now += 1;
    expect(limit.take()).toBe(true);
  });
});

describe('Russian plurals of the system messages', () => {
  it('picks one, few and many', () => {
    const seconds = { one: 'секунду', few: 'секунды', many: 'секунд' };
    expect([1, 2, 5, 11, 21, 22, 30].map((n) => plural(n, seconds))).toEqual([
      '1 секунду',
      '2 секунды',
      '5 секунд',
      '11 секунд',
      '21 секунду',
      '22 секунды',
      '30 секунд',
    ]);
  });
});
