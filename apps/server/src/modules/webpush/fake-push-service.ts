import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { startLocalHttpFake, type LocalHttpFake } from '../../test/local-http-fake.js';

/** One browser: its keys (what `PushSubscription.toJSON()` shows) and the secrets to read its messages. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();
const ONE = Buffer.from([1]);
const info = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);

/** RFC 8188 + RFC 8291 (aes128gcm, one record): written from the RFCs, not the library under test. */
function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([info('WebPush: info'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo, ONE);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, info('Content-Encoding: aes128gcm'), ONE).subarray(0, 16);
  const nonce = hmac(prk, info('Content-Encoding: nonce'), ONE).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no final-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of `Authorization: vapid t=<JWT>, k=<public key>` once its ES256 signature checks out (RFC 8292). */
export function verifyVapid(authorization: string | undefined): { claims: Record<string, unknown>; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('VAPID signature does not verify');
  }
  return {
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    publicKey: match[2]!,
  };
}

/** A local push service (node:http): records each encrypted POST and answers what a test sets per path. */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly statusFor = new Map<string, number>();
  private server: LocalHttpFake | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = await startLocalHttpFake((request, body, response) => {
      const path = request.url ?? '/';
      this.received.push({ path, headers: request.headers, body });
      response.writeHead(this.statusFor.get(path) ?? 201).end();
    });
    this.url = this.server.url;
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  /** A new browser subscribed at this service. */
  browser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      endpoint: `${this.url}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
    };
  }

  to(browser: FakeBrowser): ReceivedPush[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }
}
