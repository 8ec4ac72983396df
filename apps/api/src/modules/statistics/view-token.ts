/**
 * View tokens (issue 23, ADR 020): the marketplace answers (search, seminar, provider) carry a
 * short-lived signed token saying what the server showed, and POST /public/events counts an
 * event only with a token that covers its target. So events count only for pages the server
 * actually served, to the network that asked for them.
 *
 * A token is `base64url(payload).base64url(mac)`: the payload holds a version, the kind of
 * answer, the expiry (seconds), how many of the listed seminars were top placements (they come
 * first) and the covered ids as 16 raw bytes each; the MAC is HMAC-SHA256 over the payload and
 * the client's network (networkOf), cut to 16 bytes, with a key derived by HKDF from
 * ENCRYPTION_KEY. The network is not in the token, only in the MAC: the token carries no
 * address, and one fetched on another network does not verify. Tokens are never logged.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { VIEW_TOKEN_TTL_MINUTES, type StatEventType } from '@bu/contracts';
import { networkOf } from '../../lib/network';
import { servicePlugin } from '../../plugins/service';

const VERSION = 1;
const HEADER = 7;
const MAC_BYTES = 16;
const kinds = ['search', 'seminar', 'provider'] as const;
type ViewKind = (typeof kinds)[number];

export interface ViewGrant {
  kind: ViewKind;
  /** Seminar ids (search, seminar) or the provider id (provider). */
  ids: string[];
  /** The first `top` ids were top placements (search only). */
  top: number;
}

/** Which event types an answer of each kind can give rise to. */
const typesOf: Record<ViewKind, readonly StatEventType[]> = {
  search: ['impression'],
  seminar: ['seminar_view', 'message_click', 'phone_click', 'website_click', 'more_info_click'],
  provider: ['profile_view', 'impression'],
};

export function viewTokenKey(encryptionKey: string | undefined): Buffer {
  // Without ENCRYPTION_KEY (an app built by hand, never the server or the CLI) tokens live as long as the process.
  return encryptionKey
    ? Buffer.from(hkdfSync('sha256', encryptionKey, 'bu-view-token', 'view-token', 32))
    : randomBytes(32);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function createViewTokens(key: Buffer, now: () => Date) {
  const mac = (payload: Buffer, address: string) =>
    createHmac('sha256', key).update(payload).update('\0').update(networkOf(address)).digest().subarray(0, MAC_BYTES);

  return {
    issue(grant: ViewGrant, address: string): string {
      const payload = Buffer.alloc(HEADER + 16 * grant.ids.length);
      payload.writeUInt8(VERSION, 0);
      payload.writeUInt8(kinds.indexOf(grant.kind), 1);
      payload.writeUInt32BE(Math.floor(now().getTime() / 1000) + VIEW_TOKEN_TTL_MINUTES * 60, 2);
      payload.writeUInt8(grant.top, 6);
      grant.ids.forEach((id, i) => uuidBytes(id).copy(payload, HEADER + 16 * i));
      return `${payload.toString('base64url')}.${mac(payload, address).toString('base64url')}`;
    },

    /** The grant of a valid, unexpired token issued to `address`'s network, else null. */
    verify(token: string | undefined, address: string): ViewGrant | null {
      const [encoded, signature, extra] = (token ?? '').split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (payload.length < HEADER || (payload.length - HEADER) % 16 || given.length !== MAC_BYTES) return null;
      if (!timingSafeEqual(given, mac(payload, address))) return null;
      const kind = kinds[payload.readUInt8(1)];
      if (payload.readUInt8(0) !== VERSION || !kind) return null;
      if (payload.readUInt32BE(2) * 1000 < now().getTime()) return null;
      const ids: string[] = [];
      for (let at = HEADER; at < payload.length; at += 16) ids.push(uuidOf(payload.subarray(at, at + 16)));
      return { kind, ids, top: payload.readUInt8(6) };
    },
  };
}

export type ViewTokens = ReturnType<typeof createViewTokens>;

/**
 * Whether `grant` covers an event of `type` about `seminarId` (of provider `providerId`) or about
 * the provider `providerId` (profile_view): a result list covers impressions of what it listed,
 * a seminar page that seminar's view and clicks, a provider page its profile view and
 * impressions of its seminars.
 */
export function covers(
  grant: ViewGrant,
  type: StatEventType,
  target: { seminarId: string | null; providerId: string },
): boolean {
  if (!typesOf[grant.kind].includes(type)) return false;
  if (grant.kind === 'provider') return grant.ids[0] === target.providerId;
  return target.seminarId !== null && grant.ids.includes(target.seminarId);
}

/** Whether `grant` showed `seminarId` as a top placement. */
export const showedOnTop = (grant: ViewGrant, seminarId: string) =>
  grant.kind === 'search' && grant.ids.slice(0, grant.top).includes(seminarId);

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks the `viewToken` of marketplace answers (one key per app, so every route agrees). */
    viewTokens: ViewTokens;
  }
}

export default servicePlugin(
  'viewTokens',
  (app) => createViewTokens(viewTokenKey(app.config.ENCRYPTION_KEY), () => app.now()),
  ['database', 'config', 'clock'],
);
