import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import classes from './lesson-columns.module.css';

/**
 * The lesson page's columns in the media layout: the player on top, the lesson under it. The
 * lesson chat, when there is one, stands beside the player on wide screens and right under it on
 * a phone (issue 11).
 */
export function LessonColumns({ top, main, aside }: { top: ReactNode; main: ReactNode; aside?: ReactNode }) {
  if (!aside) {
    return (
      <Box maw={1120} mx="auto">
        <Box mb="lg">{top}</Box>
        {main}
      </Box>
    );
  }
  return (
    <div className={classes.columns}>
      <div className={classes.top}>{top}</div>
      <div className={classes.aside} data-onboarding="getOnlineHelp">
        {aside}
      </div>
      <div className={classes.main}>{main}</div>
    </div>
  );
}
