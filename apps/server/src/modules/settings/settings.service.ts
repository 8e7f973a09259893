import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PublicDocumentsSchema, type PublicDocuments } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { siteSettings } from './settings.schema.js';

const PUBLIC_DOCUMENTS_KEY = 'public_documents';

/** A setting's stored value, or undefined; its owner parses it. */
export async function readSetting(db: Tx, key: string): Promise<unknown> {
  const row = await db.query.siteSettings.findFirst({ where: eq(siteSettings.key, key) });
  return row?.value;
}

export async function writeSetting(db: Tx, key: string, value: unknown): Promise<void> {
  await db.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

export async function getPublicDocuments(db: Tx): Promise<PublicDocuments> {
  return PublicDocumentsSchema.parse((await readSetting(db, PUBLIC_DOCUMENTS_KEY)) ?? {});
}

export const setPublicDocuments = (db: Tx, documents: PublicDocuments) =>
  writeSetting(db, PUBLIC_DOCUMENTS_KEY, documents);

/**
 * A setting created on first use and kept: several processes on one database all read the one
 * written first. `create` runs only while the setting is missing.
 */
export async function getOrCreateSetting(db: Tx, key: string, create: () => unknown): Promise<unknown> {
  const existing = await readSetting(db, key);
  if (existing !== undefined) return existing;
  await db.insert(siteSettings).values({ key, value: create() }).onConflictDoNothing();
  return readSetting(db, key);
}

/**
 * A secret generated on first start and kept in the database, so that sessions
 * survive restarts and several processes on one database agree on it.
 */
export async function getOrCreateSecret(db: Tx, name: string): Promise<string> {
  const value = await getOrCreateSetting(db, `secret:${name}`, () => randomBytes(48).toString('base64url'));
  if (typeof value !== 'string') throw new Error(`secret ${name} is not a string`);
  return value;
}
