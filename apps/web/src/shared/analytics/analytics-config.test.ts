import { describe, expect, it } from 'vitest';
import { HOST_REQUIRED, LEGACY_WRITE_KEY, maskWriteKey, normalizeHost, parseWriteKey } from './analytics-config';

describe('parseWriteKey', () => {
  it('splits key:secret', () => {
    expect(parseWriteKey('abc:s3cr:et')).toEqual({ keyId: 'abc', secret: 's3cr:et' });
  });

  it('accepts no key at all', () => {
    expect(parseWriteKey(undefined)).toBeNull();
    expect(parseWriteKey('  ')).toBeNull();
  });

  it('refuses a legacy 25-character key starting with c', () => {
    const legacy = `c${'x'.repeat(24)}`;
    expect(legacy).toHaveLength(25);
    expect(() => parseWriteKey(legacy)).toThrow(LEGACY_WRITE_KEY);
  });

  it('refuses keys not of the form key:secret', () => {
    expect(() => parseWriteKey('plainkey')).toThrow('key:secret');
    expect(() => parseWriteKey(':secret')).toThrow('key:secret');
    expect(() => parseWriteKey('key:')).toThrow('key:secret');
    expect(() => parseWriteKey(`d${'x'.repeat(24)}`)).toThrow('key:secret');
  });

  it('masks the secret', () => {
    expect(maskWriteKey({ keyId: 'abc', secret: 'zzz' })).toBe('abc:***');
    expect(maskWriteKey(null)).toBeUndefined();
  });
});

describe('normalizeHost', () => {
  it('forces https when no scheme is given', () => {
    expect(normalizeHost('events.example.com')).toBe('https://events.example.com');
    expect(normalizeHost('//events.example.com/')).toBe('https://events.example.com');
  });

  it('keeps an explicit scheme and drops trailing slashes', () => {
    expect(normalizeHost('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(normalizeHost('https://a.example')).toBe('https://a.example');
  });

  it('requires a host unless echo mode is on', () => {
    expect(() => normalizeHost(undefined)).toThrow(HOST_REQUIRED);
    expect(() => normalizeHost('')).toThrow(HOST_REQUIRED);
    expect(normalizeHost(undefined, true)).toBeNull();
    expect(normalizeHost('a.example', true)).toBe('https://a.example');
  });
});
