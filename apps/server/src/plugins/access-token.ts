import { SignJWT, jwtVerify, errors } from 'jose';
import { RoleSchema, type Role } from '@school/contract';

export interface AuthUser {
  id: number;
  role: Role;
}

/** Short-lived access tokens: HS256 JWTs carrying the user id and role. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: AuthUser, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** The user of a valid token; 'expired' or 'invalid' otherwise. */
  async verify(token: string): Promise<AuthUser | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const role = RoleSchema.safeParse(payload.role);
      const id = Number(payload.sub);
      if (!role.success || !Number.isInteger(id)) return 'invalid';
      return { id, role: role.data };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
