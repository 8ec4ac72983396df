/**
 * A conversation's reply address, `reply+<token>@<INBOUND_MAIL_DOMAIN>`, set as Reply-To on the
 * participant's mails about it. The token is the conversation's id (32 hex digits) followed by a
 * MAC of it (HMAC-SHA256 with a key derived by HKDF from ENCRYPTION_KEY, cut to 12 bytes = 24 hex
 * digits): unguessable, checked without a database look-up, the same in every process, and at 62
 * characters within the 64 a mail address's local part may have. Lower-case hex survives mail
 * systems that change the case of addresses. ADR 022.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPLY_ADDRESS_PREFIX } from '@bu/contracts';
import { servicePlugin } from '../../plugins/service';

const MAC_BYTES = 12;
const TOKEN = new RegExp(`^${REPLY_ADDRESS_PREFIX.replace('+', '\\+')}([0-9a-f]{32})([0-9a-f]{${MAC_BYTES * 2}})$`);

export interface ReplyAddresses {
  /** The reply address of a conversation. */
  addressOf(conversationId: string): string;
  /** The conversation an address belongs to; null for any other address (other domain, forged token). */
  conversationOf(address: string): string | null;
}

export function replyAddressKey(encryptionKey: string | undefined): Buffer {
  // Without ENCRYPTION_KEY (an app built by hand, never the server or the CLI) addresses live as long as the process.
  const secret = encryptionKey ?? randomBytes(32).toString('hex');
  return Buffer.from(hkdfSync('sha256', secret, 'bu-reply-address', 'inbound reply address v1', 32));
}

export function createReplyAddresses(key: Buffer, domain: string): ReplyAddresses {
  const mac = (hex: string) => createHmac('sha256', key).update(hex).digest().subarray(0, MAC_BYTES);
  const suffix = `@${domain.toLowerCase()}`;
  return {
    addressOf(conversationId) {
      const hex = conversationId.replace(/-/g, '').toLowerCase();
      return `${REPLY_ADDRESS_PREFIX}${hex}${mac(hex).toString('hex')}${suffix}`;
    },
    conversationOf(address) {
      const lower = address.trim().replace(/^<|>$/g, '').toLowerCase();
      if (!lower.endsWith(suffix)) return null;
      const match = TOKEN.exec(lower.slice(0, -suffix.length));
      if (!match) return null;
      const [, hex, given] = match as unknown as [string, string, string];
      if (!timingSafeEqual(mac(hex), Buffer.from(given, 'hex'))) return null;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reply addresses of conversations; null when inbound mail is off (no INBOUND_MAIL_DOMAIN). */
    replyAddresses: ReplyAddresses | null;
  }
}

export default servicePlugin(
  'replyAddresses',
  ({ config }) =>
    config.INBOUND_MAIL_DOMAIN
      ? createReplyAddresses(replyAddressKey(config.ENCRYPTION_KEY), config.INBOUND_MAIL_DOMAIN)
      : null,
  ['database', 'config'],
);
