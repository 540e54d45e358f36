import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The proxies in front of the server, when `trustProxy` is on: how many of them there are (a
 * count of hops), or their addresses and CIDR ranges (`'10.0.0.0/8'`, `'::1'`).
 */
export type TrustedProxies = number | readonly string[];

/** Whether the peer at `hop` (0: the socket's peer, 1: the address it forwarded, …) is a proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Never trusts a hop: the socket's peer is the client. */
export const trustNoProxy: ProxyTrust = () => false;

/** At most this many X-Forwarded-For entries are read (the rightmost ones). */
const MAX_FORWARDED_HOPS = 32;

const typeOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `'::ffff:10.0.0.1'` → `'10.0.0.1'`; other addresses as they are, lower case. */
function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/**
 * The trust function for `trustedProxies`: a count trusts that many hops nearest the server; a
 * list trusts the hops whose address it holds. Throws naming an entry that is not an address or
 * CIDR range.
 */
export function compileTrustedProxies(trusted: TrustedProxies): ProxyTrust {
  if (typeof trusted === 'number') {
    if (!Number.isInteger(trusted) || trusted < 0) {
      throw new Error(`trustedProxies must be a whole number of hops (got ${trusted})`);
    }
    return (_address, hop) => hop < trusted;
  }
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = '', bits, extra] = entry.trim().split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
    ) {
      throw new Error(
        `trustedProxies: "${entry}" is not an IP address or CIDR range (such as 10.0.0.0/8)`,
      );
    }
    if (prefix === undefined) list.addAddress(normalizeAddress(address), typeOf(address));
    else list.addSubnet(normalizeAddress(address), prefix, typeOf(address));
  }
  return (address) => isIP(address) !== 0 && list.check(address, typeOf(address));
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address: the socket's peer, or behind trusted proxies the rightmost address of
 * X-Forwarded-For that no trusted proxy wrote (entries further left are the client's own claims
 * and are never read). An entry that is not an IP address stops the walk at the proxy that
 * forwarded it, so a client cannot choose the address it is counted under.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  let address = peer === undefined ? 'unknown' : normalizeAddress(peer);
  if (!trust(address, 0)) return address;
  const forwarded = c.req.header('x-forwarded-for')?.split(',') ?? [];
  const last = Math.max(0, forwarded.length - MAX_FORWARDED_HOPS);
  for (let index = forwarded.length - 1, hop = 1; index >= last; index--, hop++) {
    const next = normalizeAddress(forwarded[index]!);
    if (isIP(next) === 0) return address;
    address = next;
    if (!trust(address, hop)) return address;
  }
  return address;
}

/**
 * The key a client address is counted under: IPv4 addresses whole, IPv6 addresses by their /64
 * (one subscriber's network: a client given a /64 could otherwise take a new address a request).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
