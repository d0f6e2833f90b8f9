import proxyAddr from '@fastify/proxy-addr';

/** Says whether an address is one of the trusted proxies (the hop index is proxy-addr's, unused here). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For, -Host and -Proto the gateway believes, as Fastify's proxy-addr
 * takes them (addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`; proxy-addr itself refuses a /0 range).
 * `true` is refused with the reason: trusting every hop takes the left-most X-Forwarded-For, the client's own
 * words. A hop count is refused because Fastify ignores one (it cannot tell who sent the header), which would
 * count every client behind the balancer as one.
 * Unset or `false`: no proxy is trusted, the socket's peer is the client.
 */
export function parseTrustedProxies(raw: string | undefined): { proxies: string[]; problems: string[] } {
  const value = raw?.trim() ?? '';
  if (value === '' || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return { proxies: [], problems: [] };
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    return {
      proxies: [],
      problems: [
        'TRUST_PROXY=true is refused: trusting every hop takes the left-most X-Forwarded-For, which the client writes itself, so any client could pick its address and escape every per-client limit. Name the balancer instead: its addresses or network (TRUST_PROXY=10.0.0.5 or 172.30.250.0/24 or loopback)',
      ],
    };
  }
  if (/^\d+$/.test(value)) {
    return {
      proxies: [],
      problems: [
        `TRUST_PROXY=${value} (a hop count) is refused: Fastify ignores hop counts since they cannot check who sent the header, so every client behind the balancer would be one client. Name the balancer's addresses or network instead (TRUST_PROXY=10.0.0.5 or 172.30.250.0/24 or loopback)`,
      ],
    };
  }
  const proxies = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const problems = proxies.flatMap((entry) => {
    try {
      proxyAddr.compile(entry);
      return [];
    } catch {
      return [`TRUST_PROXY must list proxy addresses, CIDRs (not /0) or loopback, linklocal, uniquelocal (got "${entry}")`];
    }
  });
  return { proxies: problems.length === 0 ? proxies : [], problems };
}

/** The check for one configured list; with none, nobody is a trusted proxy. */
export function proxyTrust(proxies: readonly string[]): ProxyTrust {
  return proxies.length === 0 ? () => false : proxyAddr.compile([...proxies]);
}
