import { open, type FileHandle } from 'node:fs/promises';

/** How far into a file its duration is looked for: WebM's Info and MP4's moov header are small. */
const HEAD_BYTES = 1 << 20;

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** An EBML variable-length number at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function readVint(buf: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (buf[at + i] ?? 0);
  return { value, length };
}

/** Duration in seconds from the WebM/Matroska Segment › Info element (TimecodeScale × Duration). */
export function webmDuration(buf: Buffer): number | null {
  let at = 0;
  let end = buf.length;
  while (at < end) {
    const id = readVint(buf, at, true);
    const size = id && readVint(buf, at + id.length, false);
    if (!id || !size) return null;
    const body = at + id.length + size.length;
    // An unknown size (all ones) runs to the end of what we read.
    const bodyEnd = size.value === 2 ** (7 * size.length) - 1 ? end : body + size.value;
    if (id.value === SEGMENT) {
      at = body;
      end = Math.min(end, bodyEnd);
    } else if (id.value === INFO) {
      return infoDuration(buf.subarray(body, Math.min(bodyEnd, buf.length)));
    } else if (at === 0 && id.value !== EBML_HEADER) {
      return null;
    } else {
      at = bodyEnd;
    }
  }
  return null;
}

function infoDuration(info: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = 0; at < info.length;) {
    const id = readVint(info, at, true);
    const size = id && readVint(info, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (body + size.value > info.length) break;
    if (id.value === TIMECODE_SCALE) scale = info.readUIntBE(body, Math.min(size.value, 6));
    if (id.value === DURATION && size.value === 8) duration = info.readDoubleBE(body);
    if (id.value === DURATION && size.value === 4) duration = info.readFloatBE(body);
    at = body + size.value;
  }
  return duration === null ? null : (duration * scale) / 1e9;
}

/** Duration in seconds from an MP4's moov › mvhd box (duration ÷ timescale). */
async function mp4Duration(file: FileHandle, fileSize: number): Promise<number | null> {
  // A real file has a handful of top-level boxes; anything else is not an MP4.
  for (let at = 0, boxes = 0; at + 8 <= fileSize && boxes < 64; boxes++) {
    const { buffer: head } = await file.read(Buffer.alloc(16), 0, 16, at);
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let headerLength = 8;
    if (size === 1) [size, headerLength] = [Number(head.readBigUInt64BE(8)), 16];
    if (size === 0) size = fileSize - at;
    if (size < headerLength) return null;
    if (type === 'moov') {
      const length = Math.min(size - headerLength, HEAD_BYTES);
      const { buffer: moov } = await file.read(Buffer.alloc(length), 0, length, at + headerLength);
      return mvhdDuration(moov);
    }
    at += size;
  }
  return null;
}

function mvhdDuration(moov: Buffer): number | null {
  for (let at = 0; at + 8 <= moov.length;) {
    const size = moov.readUInt32BE(at);
    if (size < 8) return null;
    if (moov.toString('latin1', at + 4, at + 8) === 'mvhd' && at + 40 <= moov.length) {
      const version = moov[at + 8];
      const [scaleAt, durationAt] = version === 1 ? [at + 28, at + 32] : [at + 20, at + 24];
      const timescale = moov.readUInt32BE(scaleAt);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(durationAt)) : moov.readUInt32BE(durationAt);
      return timescale ? duration / timescale : null;
    }
    at += size;
  }
  return null;
}

/**
 * The length in whole seconds of a WebM or MP4 file, read from its header; null when the file is
 * missing, of another kind or does not say (a live recording's WebM may lack the Duration).
 */
export async function mediaDurationSeconds(path: string): Promise<number | null> {
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'r');
    const { size } = await file.stat();
    const { buffer: head, bytesRead } = await file.read(
      Buffer.alloc(Math.min(size, HEAD_BYTES)),
      0,
      Math.min(size, HEAD_BYTES),
      0,
    );
    const seconds =
      head.readUInt32BE(0) === EBML_HEADER ? webmDuration(head.subarray(0, bytesRead)) : await mp4Duration(file, size);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 1 ? Math.round(seconds) : null;
  } catch {
    return null;
  } finally {
    await file?.close();
  }
}
