/** Random secrets (256 bits, URL-safe) and their SHA-256 digests for storage. */
import { createHash, randomBytes } from 'node:crypto';

export const createSecret = (): string => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
