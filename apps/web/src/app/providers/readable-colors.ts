import {
  alpha,
  darken,
  getPrimaryShade,
  luminance,
  toRgba,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; a little more keeps rounding and anti-aliasing on the safe side. */
export const MIN_CONTRAST = 4.6;

/** The colour an `rgba()` with alpha makes over an opaque background. */
function over(color: string, background: string): string {
  const top = toRgba(color);
  const bottom = toRgba(background);
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return `rgb(${mix(top.r, bottom.r)}, ${mix(top.g, bottom.g)}, ${mix(top.b, bottom.b)})`;
}

export function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(over(background, '#fff'))].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * What text sits on in a scheme: the body, the quiet canvas or cards, and every colour's
 * light-variant tint (alerts and badges), drawn as Mantine draws them (default-css-variables).
 */
export function surfacesOf(theme: MantineTheme, scheme: 'light' | 'dark'): string[] {
  const colors = Object.entries(theme.colors).filter(([name]) => name !== 'dark');
  if (scheme === 'light') {
    const shade = getPrimaryShade(theme, 'light');
    return [theme.white, theme.colors.gray[0], ...colors.map(([, c]) => over(alpha(c[shade]!, 0.12), theme.white))];
  }
  const card = theme.colors.dark[6];
  return [theme.colors.dark[7], card, ...colors.map(([, c]) => over(alpha(c[4], 0.2), card))];
}

/**
 * The first of `shades` that reads at AA on every surface; darker and darker steps of the last
 * when none does (Mantine's yellow, lime and green stay too pale on white even at shade 9).
 */
function firstReadable(shades: string[], surfaces: string[], step: (color: string) => string): string {
  const readable = (color: string) => surfaces.every((surface) => contrast(color, surface) >= MIN_CONTRAST);
  const found = shades.find(readable);
  if (found) return found;
  let color = shades.at(-1)!;
  for (let i = 0; i < 20 && !readable(color); i += 1) color = step(color);
  return color;
}

/** Text in a colour on the light scheme's surfaces: its primary shade or darker. */
export function readableOnLight(shades: MantineColorsTuple, surfaces: string[], primaryShade: number): string {
  return firstReadable(shades.slice(primaryShade), surfaces, (color) => darken(color, 0.08));
}

/** Text in a colour on the dark scheme's surfaces: shade 4 or lighter. */
export function readableOnDark(shades: MantineColorsTuple, surfaces: string[]): string {
  return firstReadable([shades[4], shades[3], shades[2], shades[1], shades[0]], surfaces, (color) => color);
}
