import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbedded } from '../db/client.js';
import { seedReferenceData } from '../seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, reference-seeded database every test file starts from (test/template-db.ts). */
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string } | null;
  }
}

/**
 * Migrating a new database costs every test file seconds; done once here, each file copies the
 * result instead: PGlite loads a dump of the data directory, PostgreSQL creates its database
 * from a template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    const database = await openEmbedded(client, seedReferenceData);
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(tmpdir(), `school-test-template-${randomBytes(6).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return () => rmSync(file, { force: true });
  }
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), prepare: seedReferenceData });
  // A template database may have no other connections while it is copied.
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
