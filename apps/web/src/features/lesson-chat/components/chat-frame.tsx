import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './chat-frame.module.css';

/** The chat's box beside the player, named for assistive technology by its title. */
export function ChatFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.panel} component="aside" aria-label={label}>
      {children}
    </Paper>
  );
}
