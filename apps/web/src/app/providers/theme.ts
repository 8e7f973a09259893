import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps violet text on light backgrounds above the 4.5:1 contrast of WCAG AA.
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});

/** Mantine's default dimmed and light-variant text colours fall below AA contrast; these do not. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-violet-light-color': t.colors.violet[8],
    '--mantine-color-red-text': t.colors.red[9],
    '--mantine-color-red-light-color': t.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-violet-light-color': t.colors.violet[3],
    '--mantine-color-red-text': t.colors.red[4],
  },
});
