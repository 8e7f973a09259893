import { Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VideoStage } from './video-stage';
import './i18n';

interface Props {
  src: string;
  /** Why the video is a link; nothing for a page that is a link by nature (a call). */
  message?: string;
  label?: string;
  onOpen?(): void;
}

/** A video the page cannot play itself is offered as a link that opens in a new tab. */
export function VideoLink({ src, message, label, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <VideoStage>
      {message && <Text fw={600}>{message}</Text>}
      <Button
        component="a"
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        variant="white"
        rightSection={<IconExternalLink size={16} aria-hidden />}
        onClick={onOpen}
      >
        {label ?? t('videoPlayer.openVideo')}
      </Button>
    </VideoStage>
  );
}
