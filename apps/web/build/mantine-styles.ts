import type { Plugin } from 'vite';

const CORE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.css\.mjs$/;
const DEV_STYLES = ['@mantine/core/styles.css', '@mantine/notifications/styles.css', '@mantine/nprogress/styles.css'];
const PACKAGE_CLASSES = /[\\/]@mantine[\\/](notifications|nprogress)[\\/]esm[\\/]\w+\.module\.css\.mjs$/;

/**
 * Only the CSS a page uses (issue 8): every Mantine component reads its class names from a
 * `<Name>.module.css.mjs` module, and Mantine ships that component's styles as `styles/<Name>.css`.
 * Importing the stylesheet from the class-name module makes the CSS follow the JavaScript: a
 * lazy page's chunk brings the styles of the components it uses, and nothing else. A component's
 * dependencies (UnstyledButton for Button) are imported before its class names, so their styles
 * come first, the order Mantine's own per-component import list asks for.
 */
export function mantineComponentStyles(): Plugin {
  let serve = false;
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine past this plugin: there the whole stylesheets are simpler.
      if (serve && /[\\/]src[\\/]main\.tsx$/.test(id))
        return { code: `${DEV_STYLES.map((sheet) => `import '${sheet}';`).join('')}${code}`, map: null };
      const core = CORE_CLASSES.exec(id);
      if (core) return { code: `${code}\nimport '@mantine/core/styles/${core[1]}.css';\n`, map: null };
      const other = PACKAGE_CLASSES.exec(id);
      if (other) return { code: `${code}\nimport '@mantine/${other[1]}/styles.css';\n`, map: null };
      return null;
    },
  };
}
