// `npm start`: build only what is missing or stale, then run the compiled server in this process.
import { buildAll } from './build.mjs';

await buildAll({ ifStale: true });
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/server.js');
