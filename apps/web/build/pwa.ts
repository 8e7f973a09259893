import { VitePWA } from 'vite-plugin-pwa';

const THEME = '#7048e8';

/**
 * The service worker and the web app manifest (docs/pwa-and-error-reporting.md). The worker is
 * ours (src/sw.ts, Workbox inside); it precaches the app shell only — the start-up code, the shell
 * of a signed-in user, the sign-in pages' files, the styles and icons — so that installing it costs
 * a phone on mobile data little; pages' own chunks are cached as they are seen.
 */
export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // Registered by src/shared/pwa/register-sw.ts, after the start.
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: [],
    injectManifest: {
      globPatterns: [
        'index.html',
        'app.html',
        'assets/{index,react,zod,app,forms,ui,common,identity,shell-ui,shell}-*.{js,css}',
        // The manifest's icons are added by the plugin.
        'favicon.svg',
      ],
    },
    manifest: {
      name: 'Вектор',
      short_name: 'Вектор',
      description: 'Онлайн-школа: уроки, домашние задания и прогресс',
      lang: 'ru',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME,
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
