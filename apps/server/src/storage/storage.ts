import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

/** S3 when a bucket is configured, else the local disk under the data directory. */
export function fileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalStorage(config.DATA_DIR);
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
