import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMantineColorScheme } from '@mantine/core';
import { AppProviders } from './app-providers';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

function PickLight() {
  const { setColorScheme } = useMantineColorScheme();
  return <button onClick={() => setColorScheme('light')}>Светлая тема</button>;
}

beforeEach(() => {
  localStorage.clear();
  // The system asks for the dark scheme.
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the colour scheme (issue 8)', () => {
  it("follows the system's until the user picks one, then keeps the pick", async () => {
    const first = render(
      <AppProviders>
        <PickLight />
      </AppProviders>,
    );
    expect(scheme()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Светлая тема' }));
    expect(scheme()).toBe('light');
    first.unmount();

    await act(async () => {
      render(
        <AppProviders>
          <span />
        </AppProviders>,
      );
    });
    expect(scheme()).toBe('light');
  });
});

describe('the theme variables (issue 8)', () => {
  it('are not worked out in the render: the HTML has them from the build', () => {
    render(<AppProviders>Привет</AppProviders>);
    const written = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(written).not.toContain('--mantine-primary-color-filled');
  });
});
