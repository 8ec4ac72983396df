/**
 * The network a client address belongs to, as the statistics count it: an IPv4 address itself,
 * an IPv6 address by its /64 prefix (one household or device usually holds a whole /64, so a
 * per-address cap over full IPv6 addresses would be no cap). IPv4-mapped IPv6 addresses count as
 * their IPv4 address.
 */
import ipaddr from 'ipaddr.js';

export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}
