import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, PasswordInput } from '@mantine/core';
import { renderWithProviders } from '../../test/render';
import { contrast, surfacesOf } from './readable-colors';
import { theme } from './theme';
import { cssVariablesResolver, themeVariablesCss } from './theme-variables';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = cssVariablesResolver(full);
const colors = Object.keys(full.colors).filter((name) => name !== 'dark');
const AA = 4.5;

describe('theme colours (issue 8: WCAG AA contrast in both schemes)', () => {
  const [onLight, onDark] = [surfacesOf(full, 'light'), surfacesOf(full, 'dark')];

  it.each(colors)('%s text, light-variant text and outline read at AA on every light surface', (name) => {
    for (const key of ['text', 'light-color', 'outline']) {
      const color = light[`--mantine-color-${name}-${key}`]!;
      for (const surface of onLight) expect(contrast(color, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(colors)('%s text reads at AA on every dark surface', (name) => {
    const color = dark[`--mantine-color-${name}-text`]!;
    for (const surface of onDark) expect(contrast(color, surface)).toBeGreaterThanOrEqual(AA);
  });

  it('gives links, errors and dimmed text readable colours in both schemes', () => {
    for (const key of ['--mantine-color-anchor', '--mantine-color-error', '--mantine-color-dimmed'] as const) {
      expect(contrast(light[key]!, full.colors.gray[0])).toBeGreaterThanOrEqual(AA);
      expect(contrast(dark[key]!, full.colors.dark[6])).toBeGreaterThanOrEqual(AA);
    }
    // A link in a tinted alert of the dark scheme (the payment reject page's teal note).
    for (const surface of onDark) expect(contrast(dark['--mantine-color-anchor']!, surface)).toBeGreaterThanOrEqual(AA);
  });
});

describe('theme variables written at build time (issue 8)', () => {
  it('are what the provider would write for the whole theme, readable colours included', () => {
    const provider = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false} />,
    );
    expect(provider).toBe(`<style data-mantine-styles="true">${themeVariablesCss()}</style>`);
    expect(themeVariablesCss()).toContain(`--mantine-color-anchor: ${dark['--mantine-color-anchor']}`);
    expect(themeVariablesCss()).toContain('--mantine-primary-color-filled: var(--mantine-color-violet-filled)');
  });
});

describe('theme defaults for keyboard and screen reader users (issue 8)', () => {
  it('puts the show-password button in the tab order, with a name', async () => {
    renderWithProviders(<PasswordInput label="Пароль" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Пароль')).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Показать пароль' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
  });
});
