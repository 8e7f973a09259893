import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Every address this machine answers on: a Host naming one of them was really typed by the user. */
function ownAddresses(): Set<string> {
  const addresses = new Set(['localhost', '127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) addresses.add(entry.address.toLowerCase());
  }
  return addresses;
}

const unbracket = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

function isOwnHost(hostname: string): boolean {
  const host = unbracket(hostname);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4 && host.startsWith('127.')) return true;
  return ownAddresses().has(host);
}

/**
 * The origin links and redirects of this request are built on (docs/operations.md, PUBLIC_URL).
 * With PUBLIC_URL set it is that; unset, it is the address the user opened (`127.0.0.1:3000`,
 * the machine's LAN address) as long as that address is one of this machine's own — a Host header
 * naming a stranger's site must never end up in a password-reset e-mail or a payment redirect.
 */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  const fallback = new URL(config.publicUrl).origin;
  if (config.PUBLIC_URL) return fallback;
  const host = request.host;
  if (!host) return fallback;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    return fallback;
  }
  return isOwnHost(url.hostname) ? url.origin : fallback;
}
