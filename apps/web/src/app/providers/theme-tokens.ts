import { createTheme } from '@mantine/core';

/**
 * The theme's design tokens: everything Mantine's CSS variables are made of. They are worked out
 * at build time into the HTML (theme-variables.ts, build/theme-variables.ts), not in the first render.
 */
export const themeTokens = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps violet text on light backgrounds above the 4.5:1 contrast of WCAG AA.
  primaryShade: { light: 7, dark: 6 },
  // Black or white text on a filled colour, whichever reads better: at luminance 0.179 both contrast equally.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
});
