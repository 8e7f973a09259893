import type { Plugin } from 'vite';
import { themeVariablesCss } from '../src/app/providers/theme-variables';

/**
 * Issue 8: the theme's CSS variables (colours in both schemes, readable text, fonts, radii) are
 * written into every HTML page at build time, where Mantine's provider would otherwise work them out
 * in a phone's first render. At the top of the body, where the provider puts them: after every
 * stylesheet of the head, Mantine's defaults included, so that they win as before.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    transformIndexHtml() {
      return [
        {
          tag: 'style',
          attrs: { 'data-theme-variables': true },
          children: themeVariablesCss(),
          injectTo: 'body-prepend',
        },
      ];
    },
  };
}
