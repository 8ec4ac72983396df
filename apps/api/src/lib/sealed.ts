/**
 * Job payloads encrypted at rest with the secret box of purpose `jobs` (lib/secret-box.ts,
 * AES-256-GCM with a key derived from ENCRYPTION_KEY). pg-boss stores only
 * `{ sealed: "v1.<iv>.<tag>.<ciphertext>" }`, so single-use keys in mail jobs are not
 * readable from the database.
 */
import type { SecretBox } from './secret-box';

export interface Sealed {
  sealed: string;
}

export function seal(box: SecretBox, data: object): Sealed {
  return { sealed: box.seal(JSON.stringify(data)) };
}

function isSealed(data: unknown): data is Sealed {
  return typeof (data as Sealed | null)?.sealed === 'string' && (data as Sealed).sealed.startsWith('v1.');
}

/** Opens a sealed payload; anything not sealed (schedules) passes unchanged. */
export function unseal<T>(box: SecretBox, data: unknown): T {
  if (!isSealed(data)) return data as T;
  return JSON.parse(box.open(data.sealed)) as T;
}
