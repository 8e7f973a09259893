import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { getOrCreateSetting } from '../settings/settings.service.js';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  /** Who sends: an https URL or a mailto: address (RFC 8292). */
  subject: string;
}

const VAPID_SETTING = 'secret:vapid';
const StoredKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/** VAPID_SUBJECT, else an https PUBLIC_URL, else the sender address of MAIL_FROM. */
export function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

async function loadKeys(config: Config, db: Db): Promise<Omit<VapidDetails, 'subject'>> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  // Generated on first start and kept: a browser's subscription is bound to the public key, so every
  // process and every restart must sign with the same pair.
  return StoredKeysSchema.parse(await getOrCreateSetting(db, VAPID_SETTING, () => webpush.generateVAPIDKeys()));
}

const loaded = new WeakMap<Db, Promise<VapidDetails>>();

/** The deployment's VAPID keys, read once per database connection. */
export function vapidDetails(config: Config, db: Db): Promise<VapidDetails> {
  let details = loaded.get(db);
  if (!details) {
    details = loadKeys(config, db).then((keys) => ({ ...keys, subject: vapidSubject(config) }));
    details.catch(() => loaded.delete(db));
    loaded.set(db, details);
  }
  return details;
}
