import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up from this module: the same
 * code runs from `src/` under tsx and bundled into `dist/server.js`, at different depths.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@school/server'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
/** Files the server reads at run time, next to its code in the repository. */
export const serverPath = (...parts: string[]) => path.join(serverRoot, ...parts);
