import type { KeyboardEvent } from 'react';
import { createTheme } from '@mantine/core';
import { i18n } from '../../shared/i18n/i18n';
import classes from './theme.module.css';
import { themeTokens } from './theme-tokens';

/** Mantine's close buttons have no name of their own; the function runs at render, in the current language. */
const namedCloseButton = () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') } });

export const theme = createTheme({
  ...themeTokens,
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
