import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoUsers, seedReferenceData } from './seed/seed.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.js';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedReferenceData(database.db);
if (config.SEED_DEMO) await seedDemoUsers(database.db);

const app = await buildApp(config, database);
await app.listen({ port: config.PORT, host: config.HOST });

const where = database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
console.log(`\n  School platform is running at ${config.publicUrl}  (${config.VARIANT}, ${where})`);
console.log(`  API reference: ${config.publicUrl}/api/docs`);
if (config.SEED_DEMO) {
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`    ${user.email.padEnd(24)} ${user.role}`);
}

// Stop taking requests, finish the ones in flight, then close the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
