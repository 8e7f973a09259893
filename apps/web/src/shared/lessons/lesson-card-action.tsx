import { Button, type ButtonProps } from '@mantine/core';
import {
  IconBroadcast,
  IconHourglassHigh,
  IconPhoneCall,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconRepeat,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { lessonHref } from '../config/paths';
import type { MainButton } from './card-rules';
import { useConnectSubmission } from './use-connect';
import './i18n';

interface LessonCardActionProps {
  lessonId: number;
  button: MainButton;
  /** Id of the card's title: a screen reader hears which lesson 'Смотреть' is for. */
  describedBy: string;
}

const ICON = 16;

/**
 * The card's main button as spec 2 §4 decides it; buttons that open the lesson go to its page.
 * Red and teal take their darkest shade: white text on the default shades is below AA contrast.
 */
export function LessonCardAction({ lessonId, button, describedBy }: LessonCardActionProps) {
  const { t } = useTranslation();
  const connect = useConnectSubmission();
  const common: ButtonProps & { 'aria-describedby': string } = {
    size: 'sm',
    radius: 'md',
    'aria-describedby': describedBy,
  };
  const label = t(`lessonCard.button.${button.kind}`);
  const toLesson = (props: ButtonProps & { 'data-onboarding'?: string }) => (
    <Button component={Link} to={lessonHref(lessonId)} {...common} {...props}>
      {label}
    </Button>
  );

  switch (button.kind) {
    case 'live':
      return toLesson({
        color: 'red.9',
        leftSection: <IconBroadcast size={ICON} />,
        'data-onboarding': 'lessonIsLive',
      });
    case 'connect':
      return (
        <Button
          component="a"
          href={button.link}
          target="_blank"
          rel="noopener noreferrer"
          color="teal.9"
          leftSection={<IconPhoneCall size={ICON} />}
          onClick={() => connect.mutate(lessonId)}
          {...common}
        >
          {label}
        </Button>
      );
    case 'watch':
      return toLesson({ leftSection: <IconPlayerPlay size={ICON} /> });
    case 'continue':
      return toLesson({ leftSection: <IconPlayerTrackNext size={ICON} /> });
    case 'repeat':
      return toLesson({ variant: 'light', leftSection: <IconRepeat size={ICON} /> });
    case 'recordLoading':
      return (
        <Button disabled leftSection={<IconHourglassHigh size={ICON} />} {...common}>
          {label}
        </Button>
      );
    case 'preparing':
      return button.enabled ? (
        toLesson({ variant: 'light', leftSection: <IconVideo size={ICON} /> })
      ) : (
        <Button disabled leftSection={<IconVideo size={ICON} />} {...common}>
          {label}
        </Button>
      );
  }
}
