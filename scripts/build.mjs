// Builds what `npm start` runs: the web app (Vite) and the server bundled into plain JavaScript
// (esbuild), so the server starts without compiling TypeScript (docs/operations.md).
// `node scripts/build.mjs` builds both; `--if-stale` only what is missing or older than its sources;
// `--only=web|server` one of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const encoders = [
  ['.br', promisify(brotliCompress), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }],
  ['.gz', promisify(gzip), { level: 9 }],
];

/**
 * Brotli and gzip copies of every text file of the web build (source maps aside), written once here
 * at the highest levels so that the server sends them as they are (apps/server/src/plugins/web-app.ts).
 * A copy that would not be smaller is not written.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const content = await readFile(file);
      for (const [extension, encode, options] of encoders) {
        const encoded = await encode(content, options);
        if (encoded.length < content.length) await writeFile(file + extension, encoded);
      }
    }),
  );
}

const contract = at('packages/contract');
const targets = {
  web: {
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('apps/web/build'),
      contract,
    ],
    run() {
      const result = spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build'], {
        cwd: at('apps/web'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the web build failed');
      return precompress(at('apps/web/dist'));
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
        // The server, and the command that makes the first administrator (npm run create-admin).
        entryPoints: [at('apps/server/src/server.ts'), at('apps/server/src/admin/create-admin.cli.ts')],
        outdir: at('apps/server/dist'),
        entryNames: '[name]',
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
