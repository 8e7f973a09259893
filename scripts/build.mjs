// Builds what `npm start` runs: the web app (Vite) and the server bundled into plain JavaScript
// (esbuild), so the server starts without compiling TypeScript (docs/operations.md).
// `node scripts/build.mjs` builds both; `--if-stale` only what is missing or older than its sources;
// `--only=web|server` one of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const SKIP = /(^|\/)(node_modules|dist|\.[^/]*)$|\.test\.tsx?$/;

/** The newest modification time under the given files and folders (tests excluded). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    if (!existsSync(file) || SKIP.test(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < newest(sources);

const contract = at('packages/contract');
const targets = {
  web: {
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      contract,
    ],
    run() {
      const result = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build'], {
        cwd: at('apps/web'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the web build failed');
    },
  },
  server: {
    output: at('apps/server/dist/server.js'),
    sources: [at('apps/server/src'), at('apps/server/package.json'), contract],
    async run() {
      const manifest = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
      // npm packages stay imports resolved from node_modules; the workspace contract is TypeScript
      // source, so it is bundled in.
      const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@school/'));
      await build({
        entryPoints: [at('apps/server/src/server.ts')],
        outfile: targets.server.output,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        external: [...external, ...external.map((name) => `${name}/*`)],
        // Bundled packages that are CommonJS need `require` in an ES module.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
        logLevel: 'warning',
      });
    },
  },
};

export async function buildAll({ ifStale = false, only } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    if (only && name !== only) continue;
    if (ifStale && !stale(target.output, target.sources)) continue;
    const started = Date.now();
    console.log(`Building the ${name}…`);
    await target.run();
    console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  await buildAll({ ifStale: process.argv.includes('--if-stale'), only });
}
