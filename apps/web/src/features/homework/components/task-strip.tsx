import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './task-strip.module.css';

interface TaskStripProps {
  /** The tasks' numbers in the homework (work on mistakes shows only some of them). */
  numbers: number[];
  current: number;
  answered: (index: number) => boolean;
  onPick: (index: number) => void;
}

/** Numbered tasks to jump between; answered ones are filled in. */
export function TaskStrip({ numbers, current, answered, onPick }: TaskStripProps) {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap={6} aria-label={t('homework.do.strip')} className={classes.strip}>
      {numbers.map((number, index) => (
        <UnstyledButton
          key={index}
          className={classes.item}
          data-answered={answered(index) || undefined}
          aria-current={index === current ? 'step' : undefined}
          aria-label={t('homework.do.goTo', {
            number,
            state: t(answered(index) ? 'homework.do.answered' : 'homework.do.notAnswered'),
          })}
          onClick={() => onPick(index)}
        >
          {number}
        </UnstyledButton>
      ))}
    </Group>
  );
}
