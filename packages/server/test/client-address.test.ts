import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  clientAddress,
  compileTrustedProxies,
  type ProxyTrust,
  trustNoProxy,
} from '../src/client-address';

/** The address clientAddress reads for a request from `peer` with this X-Forwarded-For. */
async function addressOf(trust: ProxyTrust, peer: string, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trust)));
  const headers: Record<string, string> =
    forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const response = await app.request(
    '/',
    { headers },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return response.text();
}

describe('client address (behind trusted proxies, the rightmost untrusted hop)', () => {
  it('without trustProxy reads the socket only', async () => {
    expect(await addressOf(trustNoProxy, '192.0.2.9', '203.0.113.7')).toBe('192.0.2.9');
    expect(await addressOf(trustNoProxy, '::ffff:192.0.2.9')).toBe('192.0.2.9');
  });

  it('one trusted hop: the address the proxy appended, never the spoofed leftmost', async () => {
    const one = compileTrustedProxies(1);
    expect(await addressOf(one, '10.0.0.1', 'spoofed, 6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(one, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // No header: the proxy itself is all we know.
    expect(await addressOf(one, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('two trusted hops read one further left; more hops than entries stop at the leftmost', async () => {
    const two = compileTrustedProxies(2);
    expect(await addressOf(two, '10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressOf(compileTrustedProxies(5), '10.0.0.1', '203.0.113.7, 10.0.0.2')).toBe(
      '203.0.113.7',
    );
  });

  it('a list trusts the hops it names, addresses and ranges, IPv4 and IPv6', async () => {
    const list = compileTrustedProxies(['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']);
    expect(await addressOf(list, '127.0.0.1', '6.6.6.6, 198.51.100.4, 10.1.2.3')).toBe(
      '198.51.100.4',
    );
    expect(await addressOf(list, '2001:db8::1', '2001:db8::2, 2001:db9::5')).toBe('2001:db9::5');
    // A peer that is not in the list is the client, whatever it forwards.
    expect(await addressOf(list, '192.0.2.1', '203.0.113.7')).toBe('192.0.2.1');
  });

  it('an entry that is not an address stops at the proxy that forwarded it', async () => {
    const one = compileTrustedProxies(2);
    expect(await addressOf(one, '10.0.0.1', '1.2.3.4, not-an-ip')).toBe('10.0.0.1');
    expect(await addressOf(one, '10.0.0.1', ', ')).toBe('10.0.0.1');
  });

  it('names a bad trustedProxies entry', () => {
    expect(() => compileTrustedProxies(['10.0.0.0/33'])).toThrow(
      'trustedProxies: "10.0.0.0/33" is not an IP address or CIDR range (such as 10.0.0.0/8)',
    );
    expect(() => compileTrustedProxies(['proxy.local'])).toThrow(/"proxy.local" is not an IP/);
    expect(() => compileTrustedProxies(-1)).toThrow(
      'trustedProxies must be a whole number of hops (got -1)',
    );
  });

  it('counts IPv6 clients by their /64, IPv4 clients whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
