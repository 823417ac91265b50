import { BlockList, isIP } from 'node:net';

/** Loopback, private, CGNAT, link-local, multicast, documentation and other non-public IPv4. */
const BLOCKED_IPV4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
/** Non-public ranges inside global unicast 2000::/3 (documentation, Teredo, ORCHID, benchmarking). */
const BLOCKED_IPV6: [string, number][] = [['2001:db8::', 32], ['2001::', 32], ['2001:10::', 28], ['2001:2::', 48]];

const blocked = new BlockList();
for (const [net, prefix] of BLOCKED_IPV4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of BLOCKED_IPV6) blocked.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any notation, including dotted IPv4 tails). */
function ipv6Groups(address: string): number[] {
  // The URL parser normalises to compressed hex groups, dotted tails included.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string): number[] => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4From = (high: number, low: number): string => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** True when an IP address is publicly routable, so an import may connect to it. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const g = ipv6Groups(bare);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the embedded IPv4 address.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return isPublicAddress(ipv4From(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPublicAddress(ipv4From(g6, g7));
  // 6to4 (2002:aabb:ccdd::) tunnels to the IPv4 address in groups 1-2.
  if (g0 === 0x2002) return isPublicAddress(ipv4From(g1, g2));
  // Everything outside global unicast 2000::/3 is loopback, unspecified, ULA, link-local or multicast.
  return (g0 & 0xe000) === 0x2000 && !blocked.check(bare, 'ipv6');
}
