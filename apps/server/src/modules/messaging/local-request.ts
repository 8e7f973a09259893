import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A request made on this machine itself: its address (`request.ip`, which already follows only the
 * proxies TRUST_PROXY names) is a loopback one, and it carries no forwarding header — a reverse
 * proxy on the same machine that is not declared in TRUST_PROXY connects from 127.0.0.1 too, on
 * behalf of anyone on the network.
 */
export function isLocalRequest(ip: string, headers: Record<string, unknown>): boolean {
  const family = isIP(ip);
  if (!family || !loopback.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return false;
  return FORWARDING_HEADERS.every((name) => headers[name] === undefined);
}
