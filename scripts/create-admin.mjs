// `npm run create-admin -- --email …`: build the server if it is missing or stale, then make the
// school's first administrator (docs/staff.md).
import { buildAll } from './build.mjs';

await buildAll({ ifStale: true, only: 'server' });
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/create-admin.cli.js');
