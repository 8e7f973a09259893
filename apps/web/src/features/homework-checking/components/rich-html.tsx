import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import { safeHtml } from '../lib/safe-html';
import classes from './rich-html.module.css';

/** A statement, an option or an answer written as rich text, cleaned before it is shown. */
export function RichHtml({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Typography className={classes.html}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
