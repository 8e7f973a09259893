import type { Plugin } from 'vite';

/** Mantine's AppShell header, footer and aside (their modules import the scroll lock by this line). */
export const APP_SHELL_BARS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/].+\.mjs$/;
export const SCROLL_LOCK_IMPORT = "import { RemoveScroll } from 'react-remove-scroll';";

/**
 * The AppShell's bars import react-remove-scroll for one constant: the class that keeps a fixed bar
 * clear of the scrollbar a dialog hides. That import put the whole scroll lock (react-remove-scroll,
 * its sidecar and tslib: about 3 KiB compressed) into every signed-in first visit, though only
 * dialogs and drawers lock the scroll, and they load with what opens them (issue 8, home's budget).
 * The bars take the constant where react-remove-scroll itself takes it, so the class stays the one
 * a dialog's lock looks for.
 */
export function appShellScrollClass(): Plugin {
  return {
    name: 'app-shell-scroll-class',
    apply: 'build',
    transform(code, id) {
      if (!APP_SHELL_BARS.test(id) || !code.includes(SCROLL_LOCK_IMPORT)) return null;
      return code.replace(
        SCROLL_LOCK_IMPORT,
        "import { zeroRightClassName } from 'react-remove-scroll-bar/constants';\n" +
          'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
      );
    },
  };
}
