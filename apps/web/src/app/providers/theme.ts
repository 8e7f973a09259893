import type { KeyboardEvent } from 'react';
import { createTheme, getPrimaryShade, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { i18n } from '../../shared/i18n/i18n';
import { readableOnDark, readableOnLight, surfacesOf } from './readable-colors';
import classes from './theme.module.css';

/** Mantine's close buttons have no name of their own; the function runs at render, in the current language. */
const namedCloseButton = () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') } });

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps violet text on light backgrounds above the 4.5:1 contrast of WCAG AA.
  primaryShade: { light: 7, dark: 6 },
  // Black or white text on a filled colour, whichever reads better: at luminance 0.179 both contrast equally.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    // WCAG 2.4.7 / 2.4.11: a focused field shows a ring, not only a 1 px border colour.
    Input: { classNames: { input: classes.input } },
    Drawer: { defaultProps: namedCloseButton },
    Modal: { defaultProps: namedCloseButton },
    Notification: { defaultProps: namedCloseButton },
    Alert: { defaultProps: () => ({ closeButtonLabel: i18n.t('common.close') }) },
    // ARIA 1.2: a menu holds menu items only; Mantine's focus placeholder is a bare focusable div
    // inside it (axe aria-required-children). Without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // WCAG 2.5.8: a clear button of at least 24 px (Mantine's follows the input's size, 22 px for sm).
    InputClearButton: { defaultProps: { size: 'md' } },
    // Mantine takes the show-password button out of the tab order and hides it from screen readers;
    // it toggles on mouse down and Space only, so Enter is passed on as a mouse down.
    PasswordInput: {
      defaultProps: () => ({
        visibilityToggleButtonProps: {
          tabIndex: 0,
          'aria-label': i18n.t('common.showPassword'),
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
          },
        },
      }),
    },
  },
});

/**
 * Every colour's text (`c="teal"`, anchors), light-variant text (badges, alerts, avatars) and
 * outline at AA contrast on the surfaces it sits on: Mantine's defaults fall to 2–4:1 for the
 * pale colours in light and for the primary colour's links in dark. `--app-color-canvas` is the
 * quiet page background behind cards (payment pages), in each scheme.
 */
function resolveReadableColors(t: MantineTheme): ReturnType<CSSVariablesResolver> {
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
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * Worked out once per theme: Mantine calls the resolver on every render of its provider (a phone's
 * first render restarts it several times), and the contrast search costs ~10 ms (issue 8).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  let variables = resolved.get(t);
  if (!variables) {
    variables = resolveReadableColors(t);
    resolved.set(t, variables);
  }
  return variables;
};
