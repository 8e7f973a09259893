import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { RoleSchema, type Role } from '@school/contract';

export interface AuthUser {
  id: number;
  role: Role;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Short-lived access tokens: HS256 JWTs (RFC 7519) carrying the user id and role. Every request
 * verifies one, so verification is Node's own HMAC with a key imported once: jose's `jwtVerify`
 * goes through WebCrypto and cost about 120 µs a request, 12 % of the server's CPU (issue 8).
 * Issuing stays with jose; tests sign with it too, so both sides are held to the same format.
 */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(user: AuthUser, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /**
   * The user of a valid token; 'expired' or 'invalid' otherwise. Checked as jose checks them:
   * compact form, the signature (compared in constant time, canonical encoding only), the header
   * (HS256 only, so `none` and key confusion are refused; no `crit` extensions), then the claims
   * (`exp` required and in the future, `nbf` and `iat` numbers, `nbf` reached), then ours.
   */
  verify(token: string): AuthUser | 'expired' | 'invalid' {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return 'invalid';
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(createHmac('sha256', this.key).update(`${header}.${payload}`).digest('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const head = decodeJson(header);
    if (head?.alg !== 'HS256' || 'crit' in head) return 'invalid';
    const claims = decodeJson(payload);
    if (!claims || !isNumber(claims.exp)) return 'invalid';
    if ((claims.nbf !== undefined && !isNumber(claims.nbf)) || (claims.iat !== undefined && !isNumber(claims.iat)))
      return 'invalid';
    const now = Math.floor(Date.now() / 1000);
    if (claims.exp <= now) return 'expired';
    if (claims.nbf !== undefined && claims.nbf > now) return 'invalid';
    const role = RoleSchema.safeParse(claims.role);
    const id = typeof claims.sub === 'string' ? Number(claims.sub) : NaN;
    if (!role.success || !Number.isInteger(id)) return 'invalid';
    return { id, role: role.data };
  }
}
