/**
 * The inquiry form's token (issue 45, ADR 048): GET /public/seminars/:id/inquiry-form hands the
 * form a token saying when it was issued, for which seminar, to which network; the inquiry
 * carries it back. An inquiry sent sooner than INQUIRY_MIN_FILL_SECONDS after the form was
 * issued, or with a token that is missing, forged, older than INQUIRY_FORM_TTL_HOURS or from
 * another network, is refused with a message a person can act on (reload, send again).
 *
 * `base64url(payload).base64url(mac)`: payload = version, issued-at (seconds), the seminar's 16
 * bytes; mac = HMAC-SHA256 over the payload and the client's network (networkOf), 16 bytes, key
 * HKDF(ENCRYPTION_KEY, "inquiry-form"). Stateless, so any process verifies it; not single-use —
 * the per-address caps bound how often one is used.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { INQUIRY_FORM_TTL_HOURS, INQUIRY_MIN_FILL_SECONDS } from '@bu/contracts';
import { networkOf } from '../../lib/network';

const VERSION = 1;
const PAYLOAD_BYTES = 1 + 4 + 16;
const MAC_BYTES = 16;

export type FormTokenCheck = 'ok' | 'expired' | 'tooFast';

export function createFormTokens(encryptionKey: string | undefined, now: () => Date) {
  // Without ENCRYPTION_KEY (an app built by hand, never the server) tokens live as long as the process.
  const key = encryptionKey
    ? Buffer.from(hkdfSync('sha256', encryptionKey, 'bu-inquiry-form', 'inquiry-form', 32))
    : randomBytes(32);
  const mac = (payload: Buffer, address: string) =>
    createHmac('sha256', key).update(payload).update('\0').update(networkOf(address)).digest().subarray(0, MAC_BYTES);
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    issue(seminarId: string, address: string): string {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(VERSION, 0);
      payload.writeUInt32BE(seconds(), 1);
      Buffer.from(seminarId.replace(/-/g, ''), 'hex').copy(payload, 5);
      return `${payload.toString('base64url')}.${mac(payload, address).toString('base64url')}`;
    },

    /** Whether `token` was issued for `seminarId` to the caller's network long enough ago, and not too long. */
    check(token: string | undefined, seminarId: string, address: string): FormTokenCheck {
      const [head, tail] = (token ?? '').split('.');
      if (!head || !tail) return 'expired';
      const payload = Buffer.from(head, 'base64url');
      const given = Buffer.from(tail, 'base64url');
      if (payload.length !== PAYLOAD_BYTES || given.length !== MAC_BYTES || payload.readUInt8(0) !== VERSION)
        return 'expired';
      if (!timingSafeEqual(given, mac(payload, address))) return 'expired';
      if (payload.subarray(5).toString('hex') !== seminarId.replace(/-/g, '').toLowerCase()) return 'expired';
      const age = seconds() - payload.readUInt32BE(1);
      if (age > INQUIRY_FORM_TTL_HOURS * 3600) return 'expired';
      return age < INQUIRY_MIN_FILL_SECONDS ? 'tooFast' : 'ok';
    },
  };
}
