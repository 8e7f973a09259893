import { useEffect, useMemo, useRef, useState } from 'react';
import { AspectRatio } from '@mantine/core';
import { PositionSaver, readPosition, resumeAt } from './playback-position';
import { useTranslation } from 'react-i18next';
import { VideoLink } from './video-link';
import './i18n';

export interface PlayerEvents {
  onPlay?(): void;
  onPause?(): void;
  /** The video's length in seconds, once the browser knows it. */
  onDuration?(seconds: number): void;
  /** The playing element, for the watch tracker to read its position. */
  onMedia?(element: HTMLVideoElement | null): void;
}

/** Media files play in the browser's own player; the position is kept per video (spec 1 §9). */
export function NativeVideo({
  src,
  title,
  onPlay,
  onPause,
  onDuration,
  onMedia,
}: { src: string; title: string } & PlayerEvents) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const saver = useMemo(() => new PositionSaver(src), [src]);
  const [failed, setFailed] = useState(false);
  const events = useRef({ onPause, onMedia });
  events.current = { onPause, onMedia };

  useEffect(() => {
    const video = ref.current;
    events.current.onMedia?.(video);
    const save = () => {
      if (video && video.currentTime > 0 && !video.ended) saver.update(video.currentTime, true);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
      // Removing a playing element fires no pause: playback stops here all the same.
      if (video && !video.paused) events.current.onPause?.();
      events.current.onMedia?.(null);
    };
  }, [saver]);

  if (failed) return <VideoLink src={src} message={t('videoPlayer.videoFailed')} />;
  return (
    <AspectRatio ratio={16 / 9}>
      <video
        ref={ref}
        src={src}
        title={title}
        aria-label={title}
        controls
        playsInline
        preload="metadata"
        style={{ background: 'black', borderRadius: 'var(--mantine-radius-md)' }}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          const at = resumeAt(readPosition(src), video.duration);
          if (at !== null) video.currentTime = at;
          if (Number.isFinite(video.duration)) onDuration?.(video.duration);
        }}
        onTimeUpdate={(event) => saver.update(event.currentTarget.currentTime)}
        onPlay={() => onPlay?.()}
        onPause={(event) => {
          saver.update(event.currentTarget.currentTime, true);
          onPause?.();
        }}
        onEnded={() => {
          saver.finished();
          onPause?.();
        }}
        onError={() => setFailed(true)}
      />
    </AspectRatio>
  );
}
