import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { renderFormulas } from './formulas';
import { safeHtml } from './safe-html';
import classes from './rich-html.module.css';

/**
 * A statement, an option or an answer written as rich text: cleaned again in the browser (the
 * server sanitises what it stores; this second lock matters most in a checker's session, which
 * holds rights over many students' work), then its `$…$` formulas typeset.
 */
export function RichHtml({ html, inline = false, ...props }: BoxProps & { html: string; inline?: boolean }) {
  const markup = useMemo(() => renderFormulas(safeHtml(html)), [html]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      className={classes.html}
      {...props}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
