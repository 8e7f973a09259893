import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { requestOrigin } from './origin.js';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;
const unset = loadConfig({ PORT: '3000' });

describe('requestOrigin', () => {
  it('is PUBLIC_URL whenever it is set, whatever the Host says', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://school.example/app' });
    expect(requestOrigin(config, request('127.0.0.1:3000'))).toBe('https://school.example');
  });

  it('with PUBLIC_URL unset, is the local address the user opened', () => {
    expect(requestOrigin(unset, request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(unset, request('localhost:3000'))).toBe('http://localhost:3000');
    expect(requestOrigin(unset, request('[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it("accepts the machine's own LAN address", () => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
    if (!lan) return;
    expect(requestOrigin(unset, request(`${lan.address}:3000`))).toBe(`http://${lan.address}:3000`);
  });

  it('never a stranger named in the Host header: the local default instead', () => {
    for (const host of ['evil.example', 'evil.example:3000', '6.6.6.6:3000', '', 'bad host'])
      expect(requestOrigin(unset, request(host))).toBe('http://localhost:3000');
  });
});
