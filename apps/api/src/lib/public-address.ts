import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no outside service is at: loopback, private, link-local, unique-local, CGNAT, the
 * unspecified and reserved ranges, multicast. (IPv4 mapped into IPv6 is checked as the IPv4
 * address it carries: the list would count every IPv4 address as mapped.)
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

/** Whether a literal IP address is one no outside service can be at. */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (!family) return false;
  const mapped = family === 6 ? mappedIpv4(ip) : null;
  if (mapped) return isPrivateAddress(mapped);
  return NOT_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IPv4 address in an IPv4-mapped IPv6 one (::ffff:127.0.0.1 or ::ffff:7f00:1), else null. */
function mappedIpv4(ip: string): string | null {
  const tail = /^(?:0{0,4}:){2,5}ffff:(.+)$/i.exec(ip)?.[1];
  if (!tail) return null;
  if (isIP(tail) === 4) return tail;
  const [hi, lo] = tail.split(':').map((g) => parseInt(g, 16));
  if (hi === undefined || lo === undefined || Number.isNaN(hi) || Number.isNaN(lo)) return null;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

/**
 * Whether a URL's host may be an outside service: not localhost, not a non-public literal address.
 * A name is only known once resolved: publicLookup refuses it then.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return !isPrivateAddress(host);
}

/** Raised by publicLookup for a name that resolves to a non-public address. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * dns.lookup for outgoing requests to addresses that strangers chose (push endpoints): a name
 * resolving to any non-public address is refused at connect time, so a later DNS change cannot
 * turn a public name into a door to this network.
 */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || !addresses.length) {
      return callback(
        new PrivateAddressError(`${hostname} resolves to a non-public address`),
        '',
        4,
      );
    }
    if (options.all)
      return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
