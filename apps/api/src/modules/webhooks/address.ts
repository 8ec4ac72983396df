/**
 * Where a webhook may be sent (ADR 049): `https` to public addresses only. The check runs when the
 * message is sent, inside the connection's own DNS lookup, so the address checked is the address
 * connected to (a name that resolves to a public address when saved and to 127.0.0.1 later —
 * DNS rebinding — is refused then). WEBHOOK_ALLOW_PRIVATE_ADDRESSES lifts both rules for
 * development and tests. Redirects are not followed: a 3xx is a failed attempt.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { WebhookAttemptError } from '@bu/contracts';

/** Only ordinary unicast addresses count as public; every special range (private, loopback, link-local, CGNAT, mapped, …) does not. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

class AddressRefused extends Error {
  constructor(host: string) {
    super(`webhook address refused: ${host}`);
    this.name = 'AddressRefused';
  }
}

/** A DNS lookup for `net.connect` that refuses a name when any of its addresses is not public. */
function guardedLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (!list.length || list.some((a) => !isPublicAddress(a.address)))
        return callback(new AddressRefused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** Why a URL may not be registered, as a validation key: plain http, or an address literal that is not public. */
export async function urlProblem(value: string, allowPrivate: boolean): Promise<string | null> {
  const url = new URL(value);
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'webhookUrlInvalid';
  const host = bareHost(url.hostname);
  if (isIP(host)) return isPublicAddress(host) ? null : 'webhookUrlPrivate';
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (err, list) => resolve(err ? null : list)),
  );
  // A name that does not resolve yet may be set up later; sending checks again.
  if (addresses?.some((a) => !isPublicAddress(a.address))) return 'webhookUrlPrivate';
  return null;
}

export interface PostResult {
  statusCode: number | null;
  durationMs: number;
  /** Set when no HTTP status came back. */
  error: WebhookAttemptError | null;
}

/** POSTs `body` to `url` and waits for the answer (its body is read and dropped), at most `timeoutMs`. */
export function postWebhook(
  value: string,
  headers: Record<string, string>,
  body: string,
  { allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: WebhookAttemptError | null): PostResult => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(value);
  const host = bareHost(url.hostname);
  if (!allowPrivate && (url.protocol !== 'https:' || (isIP(host) && !isPublicAddress(host))))
    return Promise.resolve(done(null, 'address_refused'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'bu-webhooks/1',
          ...headers,
        },
        agent: false,
        ...(!allowPrivate && { lookup: guardedLookup() }),
      },
      (res: IncomingMessage) => {
        res.on('error', () => finish(done(res.statusCode ?? null, null)));
        res.on('end', () => finish(done(res.statusCode ?? null, null)));
        res.resume();
      },
    );
    const timer = setTimeout(() => {
      finish(done(null, 'timeout'));
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish(done(null, err instanceof AddressRefused ? 'address_refused' : 'network')));
    req.end(body);
  });
}
