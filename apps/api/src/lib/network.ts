import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one household or office shares it: an IPv4 /24 or an
 * IPv6 /48 (IPv4-mapped IPv6 counts as IPv4). Null for anything that is not an address.
 */
export function networkOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * A network as stored: keyed with the server's secret, so two reports can be told to come from
 * one network while neither address can be read back.
 */
export function networkKey(ip: string | undefined, secret: string): string | null {
  const network = networkOf(ip);
  return (
    network && createHmac('sha256', secret).update(`network:${network}`).digest('hex').slice(0, 24)
  );
}
