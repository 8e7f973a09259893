// Draws the app's PNG icons (web app manifest, apple-touch-icon) from the favicon's mark with
// Chromium, the browser the e2e tests use: `node scripts/pwa-icons.mjs`. The PNGs are committed;
// run it again only when the mark changes (docs/pwa-and-error-reporting.md).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const MARK =
  '<path d="M8 10l8 14 8-14" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>';
const COLOUR = '#7048e8';

/** `any` icons keep the favicon's rounded square; maskable ones fill the square and keep the mark in the safe zone. */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${COLOUR}"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${COLOUR}"/>${MARK}</svg>`;

const ICONS = [
  { file: 'pwa-192.png', size: 192, maskable: false },
  { file: 'pwa-512.png', size: 512, maskable: false },
  { file: 'pwa-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { file, size, maskable } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
  );
  await writeFile(path.join(publicDir, file), await page.screenshot({ omitBackground: true }));
}
await browser.close();
