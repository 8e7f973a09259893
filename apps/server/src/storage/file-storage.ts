/** Where uploaded files live: local disk by default, an S3-compatible bucket when configured. */
export interface FileStorage {
  /** Stores the bytes under `key` (e.g. `avatars/3f2a….png`) and answers the URL they are read from. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

/** Local files are served by this server under this path (app.ts registers it for the disk storage). */
export const UPLOADS_PREFIX = '/uploads/';
