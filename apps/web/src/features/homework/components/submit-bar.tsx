import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../sync/answer-sync';
import { SaveStateText } from './save-state';
import classes from './submit-bar.module.css';

interface SubmitBarProps {
  done: number;
  total: number;
  state: SaveState;
  onSubmit: () => void;
  submitting: boolean;
  disabled: boolean;
  label: string;
}

/** The sticky bottom bar: "3 из 10", the save state and the submit button. */
export function SubmitBar({ done, total, state, onSubmit, submitting, disabled, label }: SubmitBarProps) {
  const { t } = useTranslation();
  return (
    <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text fw={700} aria-label={t('homework.do.progressLabel', { done, total })}>
          {t('homework.do.progress', { done, total })}
        </Text>
        <SaveStateText state={state} />
      </Stack>
      <Button size="md" onClick={onSubmit} loading={submitting} disabled={disabled} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>
  );
}
