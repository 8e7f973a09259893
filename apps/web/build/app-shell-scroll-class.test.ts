import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RemoveScroll } from 'react-remove-scroll';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_BARS, SCROLL_LOCK_IMPORT, appShellScrollClass } from './app-shell-scroll-class';

// The workspace's packages sit in the root's node_modules; the tests run from the root.
const MANTINE_COMPONENTS = path.join(process.cwd(), 'node_modules/@mantine/core/esm/components');
const transform = appShellScrollClass().transform as (code: string, id: string) => string | null;

/** Every module of a Mantine component folder, with its code. */
const modulesOf = (component: string) =>
  readdirSync(path.join(MANTINE_COMPONENTS, component), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(MANTINE_COMPONENTS, component, file))
    .map((id) => ({ id, code: readFileSync(id, 'utf8') }));

describe('the AppShell bars without the scroll lock (issue 8)', () => {
  it('rewrites every AppShell module that imports the scroll lock, so none of them brings it', () => {
    const importers = modulesOf('AppShell').filter(({ code }) => code.includes('react-remove-scroll'));
    // The header, footer and aside: if Mantine changes how they import it, this fails rather than
    // the lock quietly coming back into every signed-in first visit.
    expect(importers.map(({ id }) => path.basename(id)).sort()).toEqual([
      'AppShellAside.mjs',
      'AppShellFooter.mjs',
      'AppShellHeader.mjs',
    ]);
    for (const { id, code } of importers) {
      expect(APP_SHELL_BARS.test(id)).toBe(true);
      const changed = transform(code, id);
      expect(changed).not.toContain("from 'react-remove-scroll'");
      expect(changed).toContain('RemoveScroll.classNames.zeroRight');
    }
  });

  it('gives the bars the class that a dialog’s scroll lock looks for', () => {
    expect(zeroRightClassName).toBe(RemoveScroll.classNames.zeroRight);
  });

  it('leaves the dialogs, which do lock the scroll, as they are', () => {
    const [modalBase] = modulesOf('ModalBase').filter(({ code }) => code.includes(SCROLL_LOCK_IMPORT));
    expect(modalBase).toBeDefined();
    expect(transform(modalBase!.code, modalBase!.id)).toBeNull();
  });
});
