import { BlockList, isIP } from 'node:net';

/** "10.0.0.0/8", "2001:db8::/32"; a bare address counts as a single-host range. */
export function parseCidr(
  value: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = value.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function isCidr(value: string): boolean {
  return parseCidr(value) !== null;
}

/** net.BlockList does the matching; IPv4-mapped IPv6 clients (::ffff:1.2.3.4) are unwrapped first. */
export function ipMatcher(ranges: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  let size = 0;
  for (const range of ranges) {
    const cidr = parseCidr(range);
    if (cidr) {
      list.addSubnet(cidr.address, cidr.prefix, cidr.family);
      size += 1;
    }
  }
  // Most merchants block nothing: every API request asks (decision 030), so answer at once.
  if (size === 0) return () => false;
  return (ip) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    const version = isIP(address);
    if (version === 0) return false;
    return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
