import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FLAGS_SDK_CHUNK } from './chunk-plan';

/** The page the server sends for the signed-in app's addresses (apps/server/src/plugins/web-app.ts). */
export const APP_HTML = 'app.html';

/**
 * A second index page, `app.html`, that asks for the signed-in shell's files (the header, menus and
 * flags of the layouts, chunk-plan.ts) and for the flag SDK beside the entry instead of after it: a
 * student's first visit no longer waits for the entry to run before the shell starts downloading,
 * nor for the shell to run before the SDK does (issue 8: home's largest paint is the streak, which
 * waits for its flag, spec 1 §1). The sign-in pages keep `index.html`, which loads neither.
 */
export function shellPreload(): Plugin {
  let outDir = '';
  let links: string[] = [];
  return {
    name: 'shell-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shell = chunks.find((chunk) => chunk.name === 'shell');
      const flagsSdk = chunks.find((chunk) => chunk.name === FLAGS_SDK_CHUNK);
      if (!entry || !shell || !flagsSdk) return;
      const inEntry = new Set([entry.fileName, ...entry.imports]);
      const files = new Set<string>();
      // Popped last-first: the shell's files come first in the page, the SDK after them.
      const stack = [flagsSdk.fileName, shell.fileName];
      while (stack.length > 0) {
        const chunk = byName.get(stack.pop()!);
        if (!chunk || inEntry.has(chunk.fileName) || files.has(chunk.fileName)) continue;
        files.add(chunk.fileName);
        stack.push(...chunk.imports);
      }
      // Scripts only: preloaded stylesheets would compete with the entry's, which the first paint waits for.
      links = [...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    },
    closeBundle() {
      if (links.length === 0) return;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // Other plugins write into the head as well (the PWA's manifest link sits right before its end).
      const end = index.lastIndexOf('</head>');
      if (end < 0) throw new Error(`shell-preload: index.html has no </head> to put the shell's links before`);
      const head = links.map((link) => `    ${link}\n`).join('');
      writeFileSync(path.join(outDir, APP_HTML), `${index.slice(0, end)}\n${head}  ${index.slice(end)}`);
    },
  };
}
