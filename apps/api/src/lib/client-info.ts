/**
 * What we keep about the device behind a session: browser and system parsed from the user
 * agent (bowser), and the first two octets of the address — nothing more precise.
 */
import { isIP } from 'node:net';
import Bowser from 'bowser';

export interface ClientInfo {
  userAgent: string | null;
  ipPrefix: string | null;
}

export const clientInfoOf = (request: { headers: Record<string, unknown>; ip: string }): ClientInfo => {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' && ua ? ua.slice(0, 500) : null, ipPrefix: ipPrefix(request.ip) };
};

/** `203.0.113.7` → `203.0`; `2001:db8::1` → `2001:db8`; an IPv4-mapped IPv6 address as IPv4. */
function ipPrefix(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const family = isIP(address);
  if (family === 4) return address.split('.').slice(0, 2).join('.');
  if (family === 6) {
    const groups = address.split(':');
    if (groups[0] === '' && groups[1] === '') return '::';
    return groups.slice(0, 2).join(':');
  }
  return null;
}

/** How the prefix is shown: `203.0.x.x` or `2001:db8:…`. */
export const networkLabel = (prefix: string | null): string | null =>
  prefix === null ? null : prefix.includes(':') ? `${prefix}:…` : `${prefix}.x.x`;

export interface Device {
  browser: string | null;
  os: string | null;
}

/** The first product of a user agent (`curl/8.5.0` → `curl`), the name API clients go by; not `Mozilla`. */
const clientProduct = (userAgent: string): string | null => {
  const product = /^\s*([A-Za-z][\w.-]{0,39})(?:\/|\s|$)/.exec(userAgent)?.[1];
  return product && product !== 'Mozilla' ? product : null;
};

/** Browser and system; a client that is no browser (curl, python-requests …) by its product name. */
export function parseUserAgent(userAgent: string | null): Device {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const result = Bowser.parse(userAgent);
  return { browser: result.browser.name || clientProduct(userAgent), os: result.os.name || null };
}

/** Browser and system without versions: an update does not count as a new device. */
export const deviceFingerprint = (device: Device): string => `${device.browser ?? '?'}|${device.os ?? '?'}`;
