export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) carries the size. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): ImageSize | null {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * The pixel size of an image `detectImage` recognised, read from its header (the chat lays out
 * a picture before it loads); null when the header is cut short.
 */
export function imageSize(bytes: Buffer): ImageSize | null {
  try {
    if (bytes[0] === 0x89 && bytes.length >= 24)
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    if (bytes[0] === 0x47 && bytes.length >= 10) return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    if (bytes[0] === 0xff) return jpegSize(bytes);
    if (bytes[0] === 0x52) return webpSize(bytes);
  } catch {
    // A header shorter than it claims: no size rather than a failed upload.
  }
  return null;
}
