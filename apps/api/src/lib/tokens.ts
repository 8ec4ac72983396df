/** Random secrets (256 bits, URL-safe) and their SHA-256 digests for storage. */
import { createHash, randomBytes } from 'node:crypto';

export const createSecret = (): string => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The token of an `Authorization: Bearer …` header, if the header is one. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** How stale a session's or an API key's "last used" may be before a request writes it again. */
export const LAST_USED_RESOLUTION_MS = 60_000;
