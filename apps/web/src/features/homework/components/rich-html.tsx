import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { renderFormulas } from '../lib/formulas';
import classes from './rich-html.module.css';

/** Sanitised HTML from the server (statements, options, answers) with its formulas typeset. */
export function RichHtml({ html, inline = false, ...props }: BoxProps & { html: string; inline?: boolean }) {
  const markup = useMemo(() => renderFormulas(html), [html]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      className={classes.html}
      {...props}
      // The server sanitises every statement, option and answer (sanitize-html) before sending it.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
