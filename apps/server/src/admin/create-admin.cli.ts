import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedReferenceData } from '../seed/seed.js';
import { AdminExistsError, createAdmin, generatePassword } from './create-admin.js';

const USAGE = `Usage: npm run create-admin -- --email admin@school.ru [--password …] [--first-name …] [--last-name …]
Without --password (or ADMIN_PASSWORD) a password is generated and printed once.
On the embedded database stop the server first: one process owns its data directory.`;

/** `npm run create-admin`: the first administrator of a fresh school (docs/staff.md). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const given = values.password ?? process.env.ADMIN_PASSWORD;
  const password = given ?? generatePassword();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    prepare: seedReferenceData,
  });
  try {
    const admin = await createAdmin(database.db, {
      email: values.email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Administrator ${admin.email} created (id ${admin.id}). Sign in at ${config.publicUrl}/id/login`);
    if (!given) console.log(`Password (shown once, change it after signing in): ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof AdminExistsError) console.error(error.message);
    else if (error instanceof z.ZodError)
      console.error(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    else throw error;
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
