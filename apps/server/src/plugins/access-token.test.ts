import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { AccessTokens } from './access-token.js';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs256';
const tokens = new AccessTokens(SECRET, 900);
const key = new TextEncoder().encode(SECRET);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token as another HS256 implementation (jose) issues it, with these claims and header. */
const joseToken = (claims: Record<string, unknown>, header: { alg: string } = { alg: 'HS256' }, secret = key) =>
  new SignJWT(claims).setProtectedHeader(header).sign(secret);

/** A token whose header says `alg` but whose signature is a correct HS256 one over it. */
function hs256Over(header: object, claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part(header)}.${part(claims)}`;
  return `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;
}

describe('AccessTokens', () => {
  it('accepts its own tokens and those jose signs with the same secret', async () => {
    expect(tokens.verify(await tokens.sign({ id: 7, role: 'TUTOR_ROLE' }))).toEqual({ id: 7, role: 'TUTOR_ROLE' });
    const foreign = await joseToken({ sub: '42', role: 'STUDENT_ROLE', exp: inAnHour(), iat: 1 });
    expect(tokens.verify(foreign)).toEqual({ id: 42, role: 'STUDENT_ROLE' });
  });

  it('refuses a bad signature: another secret, a changed payload, a cut or non-canonical one', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    expect(tokens.verify(await joseToken({ sub: '42', role: 'STUDENT_ROLE', exp: inAnHour() }, undefined, other))).toBe(
      'invalid',
    );
    const [header, , signature] = (await tokens.sign({ id: 7, role: 'STUDENT_ROLE' })).split('.');
    const promoted = Buffer.from(JSON.stringify({ sub: '7', role: 'MANAGER_ROLE', exp: inAnHour() })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${promoted}.${signature}`)).toBe('invalid');
    const good = await tokens.sign({ id: 7, role: 'STUDENT_ROLE' });
    expect(tokens.verify(good.slice(0, -2))).toBe('invalid');
    expect(tokens.verify(`${good}=`)).toBe('invalid');
    expect(tokens.verify(`${good}.x`)).toBe('invalid');
    expect(tokens.verify('')).toBe('invalid');
  });

  it('refuses alg none and any algorithm but HS256, even over a correct HMAC', async () => {
    const unsecured = new UnsecuredJWT({ role: 'STUDENT_ROLE' }).setSubject('7').setExpirationTime('1h').encode();
    expect(tokens.verify(unsecured)).toBe('invalid');
    const claims = { sub: '7', role: 'STUDENT_ROLE', exp: inAnHour() };
    expect(tokens.verify(hs256Over({ alg: 'HS256' }, claims))).toEqual({ id: 7, role: 'STUDENT_ROLE' });
    expect(tokens.verify(hs256Over({ alg: 'none' }, claims))).toBe('invalid');
    expect(tokens.verify(hs256Over({ alg: 'HS256', crit: ['b64'], b64: false }, claims))).toBe('invalid');
    expect(tokens.verify(await joseToken(claims, { alg: 'HS512' }))).toBe('invalid');
  });

  it('tells an expired token from an invalid one, and needs an expiry', async () => {
    expect(tokens.verify(await tokens.sign({ id: 7, role: 'STUDENT_ROLE' }, -60))).toBe('expired');
    expect(tokens.verify(await joseToken({ sub: '7', role: 'STUDENT_ROLE' }))).toBe('invalid');
    expect(tokens.verify(hs256Over({ alg: 'HS256' }, { sub: '7', role: 'STUDENT_ROLE', exp: '9999999999' }))).toBe(
      'invalid',
    );
    const early = { sub: '7', role: 'STUDENT_ROLE', exp: inAnHour(), nbf: inAnHour() - 60 };
    expect(tokens.verify(hs256Over({ alg: 'HS256' }, early))).toBe('invalid');
  });

  it('refuses claims that name no user of ours', async () => {
    expect(tokens.verify(await joseToken({ sub: '7', role: 'ADMIN', exp: inAnHour() }))).toBe('invalid');
    expect(tokens.verify(await joseToken({ sub: 'seven', role: 'STUDENT_ROLE', exp: inAnHour() }))).toBe('invalid');
    expect(tokens.verify(hs256Over({ alg: 'HS256' }, ['not', 'an', 'object']))).toBe('invalid');
  });
});
