import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoUsers, seedReferenceData } from './seed/seed.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.js';
import { startupWarnings } from './startup-warnings.js';
import { startErrorReporting } from './error-reporting/error-reporting.js';

/** How long in-flight requests may take to finish on shutdown before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
startErrorReporting(config);
for (const warning of startupWarnings(config)) console.warn(`\n  !!! ${warning}`);

const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  prepare: async (db) => {
    await seedReferenceData(db);
    if (config.seedDemo) await seedDemoUsers(db, config.VARIANT);
  },
});

const app = await buildApp(config, database);
await app.listen({ port: config.PORT, host: config.HOST });
// After listening: on a fresh embedded database pg-boss installs its tables (seconds), and the API
// need not wait for that (docs/notifications.md).
await app.jobs.start();

const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
console.log(`\n  School platform is running at ${config.publicUrl}  (${config.VARIANT}, ${where})`);
if (config.apiDocs) console.log(`  API reference: ${config.publicUrl}/api/docs`);
if (config.seedDemo) {
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`    ${user.email.padEnd(24)} ${user.role}`);
}

// Stop taking requests, finish the ones in flight, then close the database; a request that
// hangs does not keep the process from stopping (an orchestrator kills it harder otherwise).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`  Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
