import { detectImage } from '../profile/image-type.js';

export interface AttachmentType {
  mimeType: string;
  extension: string;
  isImage: boolean;
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office documents are ZIP (OOXML) or OLE containers: the name tells which document it is. */
const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export const ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  ...Object.values(OOXML),
  ...Object.values(LEGACY_OFFICE),
] as const;

/**
 * What a chat file is, by its first bytes (the browser's word is not trusted): an image, a PDF or
 * an Office document; null for anything else (an SVG or HTML may carry scripts, an archive anything).
 */
export function detectAttachment(bytes: Buffer, fileName: string): AttachmentType | null {
  const image = detectImage(bytes);
  if (image) return { mimeType: image.contentType, extension: image.extension, isImage: true };
  if (startsWith(bytes, PDF)) return { mimeType: 'application/pdf', extension: 'pdf', isImage: false };
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const office = startsWith(bytes, ZIP)
    ? OOXML[extension]
    : startsWith(bytes, OLE)
      ? LEGACY_OFFICE[extension]
      : undefined;
  return office ? { mimeType: office, extension, isImage: false } : null;
}
