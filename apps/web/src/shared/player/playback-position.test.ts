import { beforeEach, describe, expect, it } from 'vitest';
import { PositionSaver, readPosition, resumeAt, writePosition } from './playback-position';

const URL_A = 'https://school.example/media/a.webm';
const URL_B = 'https://school.example/media/b.webm';

beforeEach(() => localStorage.clear());

describe('playback position', () => {
  it('is kept per video', () => {
    writePosition(URL_A, 12.34);
    writePosition(URL_B, 50);
    expect(readPosition(URL_A)).toBe(12.3);
    expect(readPosition(URL_B)).toBe(50);
    expect(readPosition('https://school.example/other.mp4')).toBeNull();
  });

  it('is saved at most every 5 s, and at once when forced', () => {
    let now = 0;
    const saver = new PositionSaver(URL_A, () => now);
    saver.update(1);
    expect(readPosition(URL_A)).toBe(1);
    now = 4_999;
    saver.update(5);
    expect(readPosition(URL_A)).toBe(1);
    now = 5_000;
    saver.update(6);
    expect(readPosition(URL_A)).toBe(6);
    now = 5_100;
    saver.update(6.1, true);
    expect(readPosition(URL_A)).toBe(6.1);
  });

  it('is forgotten when the video is finished', () => {
    const saver = new PositionSaver(URL_A);
    saver.update(30, true);
    saver.finished();
    expect(readPosition(URL_A)).toBeNull();
  });

  it('resumes only from a point inside the video', () => {
    expect(resumeAt(null, 72)).toBeNull();
    expect(resumeAt(0.5, 72)).toBeNull();
    expect(resumeAt(30, 72)).toBe(30);
    expect(resumeAt(68, 72)).toBeNull();
    expect(resumeAt(600, Number.POSITIVE_INFINITY)).toBe(600);
  });
});
