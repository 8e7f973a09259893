import { describe, expect, it } from 'vitest';
import { detectVideoProvider } from './detect-video-provider';

const ORIGIN = 'https://school.example';
const detect = (url: string | null) => detectVideoProvider(url, ORIGIN);

describe('detectVideoProvider', () => {
  it('embeds kinescope videos by their id', () => {
    const embed = { kind: 'iframe', provider: 'kinescope', src: 'https://kinescope.io/embed/203245765' };
    expect(detect('https://kinescope.io/203245765')).toEqual(embed);
    expect(detect('https://kinescope.io/embed/203245765')).toEqual(embed);
    expect(detect('https://kinescope.io/watch/203245765?t=10')).toEqual(embed);
  });

  it('embeds youtube watch, short and embed links', () => {
    const src = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(detect('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'iframe', provider: 'youtube', src });
    expect(detect('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', src });
    expect(detect('https://youtube.com/embed/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', src });
    expect(detect('https://m.youtube.com/live/dQw4w9WgXcQ')).toMatchObject({ provider: 'youtube', src });
  });

  it('keeps a youtube start time', () => {
    expect(detect('https://youtu.be/dQw4w9WgXcQ?t=42')).toMatchObject({
      src: `https://www.youtube.com/embed/dQw4w9WgXcQ?start=42`,
    });
  });

  it('offers a youtube page that is not a video as a link', () => {
    expect(detect('https://www.youtube.com/@channel')).toMatchObject({ kind: 'link', provider: 'unknown' });
  });

  it('embeds gcore and CDN player pages and plays their files natively', () => {
    expect(detect('https://player.gvideo.co/videos/2675_Jl3vTTxqQKfyn1Y')).toEqual({
      kind: 'iframe',
      provider: 'cdn',
      src: 'https://player.gvideo.co/videos/2675_Jl3vTTxqQKfyn1Y',
    });
    expect(detect('https://demo.gvideo.io/videos/2675_abc')).toMatchObject({ kind: 'iframe', provider: 'cdn' });
    expect(detect('https://gcore.com/streaming/embed/123')).toMatchObject({ kind: 'iframe', provider: 'cdn' });
    expect(detect('https://12.gcdn.co/videos/2675_abc/master.m3u8')).toMatchObject({ kind: 'file', provider: 'cdn' });
    expect(detect('https://cdn.gvideo.io/lesson.mp4')).toMatchObject({ kind: 'file', provider: 'cdn' });
  });

  it('plays media files and our own /media/ paths in the native player', () => {
    expect(detect('https://files.example.org/lesson.mp4')).toEqual({
      kind: 'file',
      provider: 'file',
      src: 'https://files.example.org/lesson.mp4',
    });
    expect(detect('https://files.example.org/a.WEBM?token=1')).toMatchObject({ kind: 'file' });
    expect(detect('https://files.example.org/live/index.m3u8')).toMatchObject({ kind: 'file' });
    expect(detect('/media/sample-lesson.webm')).toEqual({
      kind: 'file',
      provider: 'file',
      src: 'https://school.example/media/sample-lesson.webm',
    });
    expect(detect('/media/stream')).toMatchObject({ kind: 'file' });
  });

  it('does not treat another site that merely contains a provider name as that provider', () => {
    expect(detect('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ kind: 'link' });
    expect(detect('https://kinescope.io.evil.example/123')).toMatchObject({ kind: 'link' });
    expect(detect('https://other.example/media/x')).toMatchObject({ kind: 'link' });
  });

  it('offers other pages as a link and refuses non-web addresses', () => {
    expect(detect('https://meet.example.org/room/42')).toEqual({
      kind: 'link',
      provider: 'unknown',
      src: 'https://meet.example.org/room/42',
    });
    expect(detect('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(detect('')).toEqual({ kind: 'none' });
    expect(detect(null)).toEqual({ kind: 'none' });
  });
});
