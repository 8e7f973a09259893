import path from 'node:path';
import type { Tx } from '../../db/client.js';
import { serverPath } from '../../paths.js';
import { mediaDurationSeconds } from './media-duration.js';
import * as repo from './lessons.repo.js';

/** plugins/media.ts serves apps/server/media under this prefix. */
const MEDIA_PREFIX = '/media/';
const mediaDir = serverPath('media');

/** Each file is read once per process; the length found is also stored with the lesson. */
const fileLengths = new Map<string, Promise<number | null>>();

/** The file behind a lesson's `/media/...` video, if it is one of ours (and inside the media folder). */
function localMediaFile(videoUrl: string | null): string | null {
  if (!videoUrl?.startsWith(MEDIA_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(videoUrl.slice(MEDIA_PREFIX.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const file = path.resolve(mediaDir, relative);
  return file.startsWith(mediaDir + path.sep) ? file : null;
}

/**
 * docs/domain.md "Video length": the lesson's own length — set by seed or staff, or, for a video
 * served from our media folder, read once from the file's header and stored. Never a student's report.
 */
export async function trustedVideoLength(db: Tx, lesson: repo.LessonRow): Promise<number | null> {
  if (lesson.videoLength) return lesson.videoLength;
  const file = localMediaFile(lesson.videoUrl);
  if (!file) return null;
  let length = fileLengths.get(file);
  if (!length) {
    length = mediaDurationSeconds(file);
    fileLengths.set(file, length);
  }
  const seconds = await length;
  return seconds === null ? null : repo.setTrustedVideoLength(db, lesson.id, seconds);
}

/**
 * The length the viewed rule and the total cap measure against, which the student cannot shrink:
 * the trusted length; without one the planned duration, or the student's own report when longer.
 */
export function lengthForViewing(lesson: repo.LessonRow, trusted: number | null, reported: number | null): number {
  return trusted ?? Math.max(lesson.durationMinutes * 60, reported ?? 0);
}
