import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const FORWARDING_HEADERS = Object.freeze([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
]);

/** An IPv4 peer on a dual-stack socket (`::ffff:203.0.113.7`) as `203.0.113.7`. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** TRUSTED_PROXY_ADDRESSES: addresses and CIDR ranges (unset: loopback). Throws on a bad entry. */
export function trustedProxies(setting: string | undefined): (address: string | undefined) => boolean {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries.length > 0 ? entries : ['127.0.0.1', '::1']) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!type) throw new Error(`TRUSTED_PROXY_ADDRESSES: "${entry}" is not an IP address or a CIDR range.`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/** Drops the forwarding headers of a request from an untrusted peer; X-Forwarded-For then names the peer. */
export function believeOnlyTrustedProxies(
  request: IncomingMessage,
  isTrusted: (address: string | undefined) => boolean,
): void {
  const peer = request.socket.remoteAddress;
  if (isTrusted(peer)) return;
  for (const header of FORWARDING_HEADERS) delete request.headers[header];
  if (peer) request.headers['x-forwarded-for'] = plainAddress(peer);
}
