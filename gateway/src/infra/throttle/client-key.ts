import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one key every per-client limit counts a client address under (the request budget and each throttle). An
 * IPv6 client holds a whole /64 (its provider hands it one, its devices rotate through it), so the /64 is the
 * client; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, a dual-stack socket) is that IPv4 address.
 */
export function clientKey(address: string): string {
  if (isIPv4(address) || !ipaddr.IPv6.isValid(address)) return address.toLowerCase();
  const ip = ipaddr.IPv6.parse(address);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
