import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShellScrollClass } from './build/app-shell-scroll-class';
import { chunkPlan } from './build/chunk-plan';
import { contractRoutes } from './build/contract-routes';
import { deepImports } from './build/deep-imports';
import { mantineComponentStyles } from './build/mantine-styles';
import { pwa } from './build/pwa';
import { shellPreload } from './build/shell-preload';
import { themeVariables } from './build/theme-variables';

// Issue 8: a phone's first visit. Mantine's styles follow its components into the chunks of the
// pages that use them; the AppShell's bars leave the scroll lock to the dialogs; imports from barrel
// packages name their modules, so that the chunk plan can tell which page uses what; the plan cuts
// the build into a few files per page; the browser's contract is its endpoints' paths, without the
// schemas; the theme's CSS variables are in the HTML.
const chunks = chunkPlan();

export default defineConfig({
  plugins: [
    mantineComponentStyles(),
    appShellScrollClass(),
    react(),
    deepImports(),
    contractRoutes(),
    chunks.plugin,
    shellPreload(),
    themeVariables(),
    pwa(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
