import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where the bucket's objects are read from (a CDN or the bucket's public address). */
  publicUrl?: string;
}

/** An S3-compatible bucket (AWS, Yandex Object Storage, MinIO) through the AWS SDK. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // MinIO and most S3-compatible services address buckets by path, not by subdomain.
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=2592000, immutable',
      }),
    );
    return `${this.publicBase()}/${key}`;
  }

  private publicBase(): string {
    if (this.settings.publicUrl) return this.settings.publicUrl.replace(/\/$/, '');
    if (this.settings.endpoint) return `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}`;
    return `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com`;
  }
}
