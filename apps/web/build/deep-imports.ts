import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Packages whose entry only re-exports hundreds of modules (every icon, every component). */
const BARRELS = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/modals',
  '@mantine/nprogress',
  '@tabler/icons-react',
];

const require = createRequire(import.meta.url);
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'([^']+)';/g;
const IMPORT = (name: string) =>
  new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${name.replace(/[/]/g, '\\/')}['"];?|import\\s*['"]${name}['"];?`,
    'g',
  );

interface Manifest {
  name?: string;
  module: string;
}

/** The ES module entry of a package: its package.json's `module` field. */
function moduleEntry(name: string): string {
  const read = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || read(dir).name !== name) dir = path.dirname(dir);
  return path.join(dir, read(dir).module);
}

/** Export name -> [file, name in that file] of a barrel's `export { a, b as c } from './x.mjs'` lines. */
function exportMap(name: string): Map<string, [string, string]> {
  const entry = moduleEntry(name);
  const map = new Map<string, [string, string]>();
  for (const [, list, from] of readFileSync(entry, 'utf8').matchAll(RE_EXPORT)) {
    // Another package's export (Mantine passes on react-remove-scroll's) is imported from that package.
    const source = from!.startsWith('.') ? path.resolve(path.dirname(entry), from!) : from!;
    for (const specifier of list!.split(',')) {
      const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
      if (local) map.set(exported!.trim(), [source, local.trim()]);
    }
  }
  return map;
}

/**
 * Imports named from a barrel package go straight to the modules that define them. The bundle is
 * the same (the barrels are free of side effects), but the module graph then says which page uses
 * which component, which is what the chunk plan reads (chunk-plan.ts), and the build no longer
 * transforms the thousands of icons nobody imports.
 */
export function deepImports(): Plugin {
  const maps = new Map(BARRELS.map((name) => [name, exportMap(name)]));
  return {
    name: 'deep-imports',
    // The dev server pre-bundles these packages whole; two copies of Mantine would not share a context.
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.(m?js|tsx?)$/.test(id.split('?')[0]!) || !BARRELS.some((name) => code.includes(name))) return null;
      let changed = code;
      for (const [name, map] of maps) {
        changed = changed.replace(IMPORT(name), (statement: string, list: string | undefined) => {
          if (list === undefined) return ''; // a bare import of a side-effect-free barrel
          const direct: string[] = [];
          const rest: string[] = [];
          for (const specifier of list
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            const target = map.get(imported!);
            if (target) direct.push(`import { ${target[1]} as ${local} } from ${JSON.stringify(target[0])};`);
            else rest.push(specifier);
          }
          if (rest.length) direct.push(`import { ${rest.join(', ')} } from '${name}';`);
          // One line for the statement, and its line breaks kept, so the lines after it do not move.
          return direct.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
      }
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
