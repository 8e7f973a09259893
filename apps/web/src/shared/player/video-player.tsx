import { AspectRatio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detectVideoProvider } from './detect-video-provider';
import { NativeVideo, type PlayerEvents } from './native-video';
import { VideoLink } from './video-link';
import { VideoStage } from './video-stage';
import './i18n';

/**
 * The lesson's player: hosted players (kinescope, youtube, gcore) in an iframe, files in the
 * native player, anything else as a link (spec 3 §2). Only the native player tells play and
 * pause, so watch time is tracked for it alone.
 */
interface Props extends PlayerEvents {
  url: string | null;
  title: string;
  /** What a link-only source (a call, an unknown site) is opened with. */
  link?: { label: string; onOpen?(): void };
  /** What is said when there is no video to play. */
  emptyText?: string;
}

export function VideoPlayer({ url, title, link, emptyText, ...events }: Props) {
  const { t } = useTranslation();
  const source = detectVideoProvider(url);
  switch (source.kind) {
    case 'file':
      return <NativeVideo key={source.src} src={source.src} title={title} {...events} />;
    case 'iframe':
      return (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={source.src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AspectRatio>
      );
    case 'link':
      return <VideoLink src={source.src} label={link?.label} onOpen={link?.onOpen} />;
    case 'none':
      return (
        <VideoStage>
          <Text fw={600}>{emptyText ?? t('videoPlayer.noVideo')}</Text>
        </VideoStage>
      );
  }
}
