import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPrimaryShade, MantineProvider, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { readableOnDark, readableOnLight, surfacesOf } from './readable-colors';
import { themeTokens } from './theme-tokens';

/**
 * Every colour's text (`c="teal"`, anchors), light-variant text (badges, alerts, avatars) and
 * outline at AA contrast on the surfaces it sits on: Mantine's defaults fall to 2–4:1 for the
 * pale colours in light and for the primary colour's links in dark. `--app-color-canvas` is the
 * quiet page background behind cards (payment pages), in each scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t: MantineTheme) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  const [lightSurfaces, darkSurfaces] = [surfacesOf(t, 'light'), surfacesOf(t, 'dark')];
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const onLight = readableOnLight(shades, lightSurfaces, getPrimaryShade(t, 'light'));
    light[`--mantine-color-${name}-text`] = onLight;
    light[`--mantine-color-${name}-light-color`] = onLight;
    light[`--mantine-color-${name}-outline`] = onLight;
    dark[`--mantine-color-${name}-text`] = readableOnDark(shades, darkSurfaces);
  }
  // Errors and links take the readable shade of their colour in each scheme.
  const scheme = (text: Record<string, string>, dimmed: string, canvas: string) => ({
    ...text,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-error': text['--mantine-color-red-text']!,
    '--mantine-color-anchor': text[`--mantine-color-${t.primaryColor}-text`]!,
    '--app-color-canvas': canvas,
  });
  return {
    variables: {},
    light: scheme(light, t.colors.gray[7], t.colors.gray[0]),
    dark: scheme(dark, t.colors.dark[1], t.colors.dark[8]),
  };
};

/**
 * The theme's CSS variables, exactly as Mantine's provider would write them in its first render:
 * its own for the theme's tokens, ours for readable colours. Issue 8: made there, they were the
 * largest single component of a phone's first render (docs/performance.md step 11); the build
 * writes them into the HTML instead (build/theme-variables.ts) and the provider leaves them out
 * (app-providers.tsx). For the build and tests only: the app must not import it (react-dom/server).
 */
export function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme: themeTokens, cssVariablesResolver, withGlobalClasses: false }),
  );
  const css = /^<style data-mantine-styles="true">(.*)<\/style>$/s.exec(markup)?.[1];
  if (!css) throw new Error(`theme-variables: Mantine's provider wrote no variables (${markup.slice(0, 80)})`);
  return css;
}
